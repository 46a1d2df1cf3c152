/**
 * docs/privacy.md, the record of processing (GDPR Article 30), says what the code does: each
 * retention default and each processor of app/site.ts is read here from the code and must be what
 * the page says, so a change to one without the page fails this test. Seen failing on injected
 * changes (then undone): `site.retentionDays` 365 → 730 (the CONTACT_RETENTION_DAYS and
 * VISIT_RETENTION_DAYS rows), `spamRetentionDays` 30 → 14, and the mail provider's name changed in
 * app/site.ts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { spamRetentionDays } from "~/contact/erasure.server";
import { limitWindowMs } from "~/contact/intake.server";
import { loadEnv } from "~/platform/env.server";
import { site } from "~/site";
import { enrolmentTtlMs } from "~/storage/operators/desk-enrolment-store.server";
import { challengeTtlMs, sessionAbsoluteMs, sessionIdleMs } from "~/storage/operators/desk-sessions-store.server";
import { digestRetentionMs } from "~/storage/conversation/digest-store.server";
import { heldRetentionDays } from "~/storage/conversation/mailbox-store.server";
import { visitIdleMs } from "~/visits/visits.server";

const doc = readFileSync(new URL("../docs/privacy.md", import.meta.url), "utf8");

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** The retention table's one row whose "set by" cell (the last) starts with `setting` (in backticks). */
function row(setting: string): string {
  const rows = doc.split("\n").filter((line) => line.startsWith("|") && (line.split("|").at(-2) ?? "").trim().startsWith(`\`${setting}\``));
  expect(rows, `one retention row is set by ${setting}`).toHaveLength(1);
  return rows[0]!;
}

describe("the record of processing (docs/privacy.md)", () => {
  const defaults = loadEnv({});

  it("states each retention default the code sets", () => {
    expect(row("CONTACT_RETENTION_DAYS")).toContain(`| ${defaults.retentionDays} days after they were sent |`);
    expect(defaults.retentionDays).toBe(site.retentionDays);
    expect(row("VISIT_RETENTION_DAYS")).toContain(`| ${defaults.visitRetentionDays} days, never longer than the requests |`);
    expect(row("spamRetentionDays")).toContain(`| ${spamRetentionDays} days (or \`CONTACT_RETENTION_DAYS\`, if shorter) |`);
    expect(row("visitIdleMs")).toContain(`| ${visitIdleMs / minute} minutes after its last page |`);
    expect(row("limitWindowMs")).toContain(
      `at most ${24 + limitWindowMs / hour} hours (the day, then the rate-limit window of ${limitWindowMs / hour} hour)`,
    );
    expect(row("heldRetentionDays")).toContain(`| ${heldRetentionDays} days |`);
    expect(row("digestRetentionMs")).toContain(`| ${digestRetentionMs / day} days |`);
    expect(row("sessionIdleMs")).toContain(`| ${sessionIdleMs / hour} hours idle, ${sessionAbsoluteMs / day} days at most |`);
    expect(row("enrolmentTtlMs")).toContain(`| ${enrolmentTtlMs / hour} hours, used once |`);
    expect(row("challengeTtlMs")).toContain(`| ${challengeTtlMs / minute} minutes, answered once |`);
  });

  it("names each processor of app/site.ts, with its address, and says which are placeholders", () => {
    for (const [field, processor] of [
      ["hosting", site.hosting],
      ["mailProvider", site.mailProvider],
    ] as const) {
      const line = doc.split("\n").findIndex((l) => l.includes(`(\`site.${field}\``));
      expect(line, `docs/privacy.md names site.${field}`).toBeGreaterThan(-1);
      // The entry: its line and the lines that continue it, up to the next item.
      const entry = doc.split("\n").slice(line).join("\n").split(/\n- /)[0]!.replace(/\s+/g, " ");
      expect(entry).toContain(processor.name);
      expect(entry).toContain(processor.address);
      expect(entry.includes("placeholder"), `site.${field} placeholder`).toBe((site.placeholders as readonly string[]).includes(field));
    }
  });
});
