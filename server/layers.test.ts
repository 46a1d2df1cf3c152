import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The import zones of eslint.config.js, tried on the imports they must refuse and allow. */
describe("layers held by lint", () => {
  const eslint = new ESLint();
  const refused = async (filePath: string, source: string) => {
    const [result] = await eslint.lintText(source, { filePath });
    return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").length > 0;
  };

  it("components never import server modules or stores; desk routes never import the stores or the delivery; app/ and the build scripts never import the server", async () => {
    expect(await refused("app/components/card.tsx", 'import "~/platform/env.server";\n')).toBe(true);
    expect(await refused("app/desk/routes/lead.tsx", 'import "~/delivery/outbox.server";\n')).toBe(true);
    expect(await refused("app/platform/metrics.server.ts", 'import "~/desk/words";\n')).toBe(true);
    expect(await refused("app/components/layout/menu.tsx", 'import "../../delivery/outbox.server";\n')).toBe(true);
    expect(await refused("app/routes/home.tsx", 'import "../../server/app";\n')).toBe(true);
    expect(await refused("scripts/build-steps.ts", 'import "../server/static-files";\n')).toBe(true);
  });

  it("access sits below the desk, the desk below the content engine: never an import the other way", async () => {
    const imports: [file: string, imported: string, refusedThere: boolean][] = [
      ["app/access/routes/sign-in.tsx", "~/desk/ui", true],
      ["app/access/gate.server.ts", "../desk/desk.server", true],
      ["app/desk/desk.server.ts", "~/cms/content.server", true],
      ["app/desk/routes/inbox.tsx", "../../cms/words", true],
      ["app/storage/operators/desk-store.server.ts", "~/access/device-name", true],
      ["app/desk/guard.server.ts", "~/access/gate.server", false],
      ["app/cms/editing.server.ts", "~/desk/guard.server", false],
      ["app/i18n/pages.ts", "~/content/en/home", true],
      ["app/i18n/pages.ts", "~/legal-facts", true],
      ["app/seo/meta.ts", "~/i18n/pages", false],
    ];
    for (const [file, imported, refusedThere] of imports)
      expect(await refused(file, `import "${imported}";\n`), `${file} imports ${imported}`).toBe(refusedThere);
  });

  it("allows what the layers permit", async () => {
    expect(await refused("app/routes/contact.tsx", 'import "~/platform/env.server";\n')).toBe(false);
    expect(await refused("app/entry.server.tsx", 'import "react-dom/server";\n')).toBe(false);
    expect(await refused("scripts/build-steps.ts", 'import "../lib/build-output";\n')).toBe(false);
    expect(await refused("server/main.ts", 'import "../app/platform/env.server";\n')).toBe(false);
  });
});
