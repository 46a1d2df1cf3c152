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
    expect(await refused("app/access/routes/sign-in.tsx", 'import "~/desk/ui";\n')).toBe(true);
    expect(await refused("app/access/gate.server.ts", 'import "../desk/desk.server";\n')).toBe(true);
    expect(await refused("app/desk/desk.server.ts", 'import "~/cms/content.server";\n')).toBe(true);
    expect(await refused("app/desk/routes/inbox.tsx", 'import "../../cms/words";\n')).toBe(true);
    expect(await refused("app/storage/operators/desk-store.server.ts", 'import "~/access/device-name";\n')).toBe(true);
    expect(await refused("app/desk/guard.server.ts", 'import "~/access/gate.server";\n')).toBe(false);
    expect(await refused("app/cms/editing.server.ts", 'import "~/desk/guard.server";\n')).toBe(false);
  });

  it("allows what the layers permit", async () => {
    expect(await refused("app/routes/contact.tsx", 'import "~/platform/env.server";\n')).toBe(false);
    expect(await refused("app/entry.server.tsx", 'import "react-dom/server";\n')).toBe(false);
    expect(await refused("scripts/build-steps.ts", 'import "../lib/build-output";\n')).toBe(false);
    expect(await refused("server/main.ts", 'import "../app/platform/env.server";\n')).toBe(false);
  });
});
