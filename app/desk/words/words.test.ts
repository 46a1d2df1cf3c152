/**
 * The desk's words in its three languages. The type proves each language has every key the English
 * has; these also reach the keys a Record type lets through (the done notices, history events,
 * audit actions, delivery and Sending texts), and check each word is written, not left empty or
 * left in English by copy and paste.
 */
import { describe, expect, it } from "vitest";
import { deskWords } from ".";
import * as enParts from "./en";

const deskEn = deskWords("en");
const deskFr = deskWords("fr");
const deskNl = deskWords("nl");

type Leaf = [path: string, value: unknown];

function leaves(value: unknown, path = ""): Leaf[] {
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [[path, value]];
}

/** A word as text: a function is called with sample arguments (numbers where it counts, else text). */
function say(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value !== "function") return String(value);
  const args = Array.from({ length: value.length }, (_, i) => (i === 0 ? 3 : `x${i}`));
  const numeric = (value as (...a: unknown[]) => unknown)(...args);
  return typeof numeric === "string" ? numeric : String(numeric);
}

// Words that are the same in English and Dutch on purpose: names, codes and loanwords (docs/glossary.md).
const sameInDutch = new Set([
  "inbox.filters",
  "inbox.status",
  "inbox.openRequests",
  "inbox.confirmSpam",
  "lead.details",
  "lead.status",
  "lead.deliveryStatus",
  "lead.spam",
  "lead.heardFrom.linkedin",
  "lead.events.status",
  "statuses.spam",
  "replyDesk.by",
  "replyDesk.size",
  "report.channels.direct",
  "report.conversion",
  "audit.detail",
  "audit.actions.export",
  "sending.ok",
  "signature.nav",
  "chips.spam",
  "closeOthers.statuses.spam",
  "hours.units.minute",
  "hours.units.day",
  "excel.dateFormat",
  "excel.headers.status",
  "excel.statuses.spam",
  "excel.heardFrom.linkedin",
]);

describe("the desk's words", () => {
  const english = new Map(leaves(deskEn));

  it("Dutch has every word the English has, each written", () => {
    const dutch = new Map(leaves(deskNl));
    const missing = [...english.keys()].filter((k) => !dutch.has(k));
    expect(missing).toEqual([]);
    for (const [path, value] of dutch) {
      if (english.has(path)) expect(typeof value, path).toBe(typeof english.get(path));
      expect(say(value).trim(), path).not.toBe("");
    }
  });

  it("Dutch is not English left in place", () => {
    const same = leaves(deskNl)
      .filter(([path]) => !path.startsWith("packages.") && !sameInDutch.has(path) && english.has(path))
      .filter(([path, value]) => say(value) === say(english.get(path)))
      .map(([path]) => path);
    expect(same).toEqual([]);
  });

  it("French has every word too (the French the type let through)", () => {
    const french = new Map(leaves(deskFr));
    const optional = ["lead.done.check-release", "lead.events.answer"];
    expect([...english.keys()].filter((k) => !french.has(k) && !optional.includes(k))).toEqual([]);
  });

  it("no two parts of the desk's words share a key (joined, one would hide the other)", () => {
    const keys = Object.values(enParts).flatMap((part) => Object.keys(part));
    expect(keys.filter((key, at) => keys.indexOf(key) !== at)).toEqual([]);
  });

  it("an operator's language picks its words; an unknown code reads as English", () => {
    expect(deskWords("nl").nav.inbox).toBe("Aanvragen");
    expect(deskWords("fr").nav.inbox).toBe("Demandes");
    expect(deskWords("en").nav.inbox).toBe("Inbox");
    expect(deskWords("de").nav.inbox).toBe("Inbox");
    expect(deskWords(undefined).nav.inbox).toBe("Inbox");
    expect(deskNl.inbox.total(1)).toBe("1 aanvraag");
    expect(deskNl.inbox.total(2)).toBe("2 aanvragen");
    expect(deskNl.undelivered.banner(1)).toBe("1 aanvraag bereikte uw mailbox of CRM niet");
    expect(deskNl.replyDesk.size(1536 * 1024)).toBe("1,5 MB");
  });
});
