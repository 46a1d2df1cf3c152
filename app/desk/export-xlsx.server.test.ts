/**
 * The Excel export read back by another spreadsheet library (exceljs): dates are date cells with
 * Brussels wall-clock values, headers and labels in the operator's language, text stays text.
 */
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { ContactRecord } from "~/storage/requests/records-store.server";
import { excelExport } from "./export-xlsx.server";

const record = (over: Partial<ContactRecord>): ContactRecord => ({
  id: "a1",
  reference: "NW-2611-001",
  createdAt: "2026-11-03T13:05:00.000Z",
  status: "accepted",
  leadStatus: "replied",
  firstReplyAt: "2026-11-04T08:30:00.000Z",
  language: "nl",
  package: "starter",
  attribution: {
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "autumn",
    utmTerm: null,
    utmContent: null,
    referrerHost: null,
    landingPath: "/fr/a-propos",
    heardFrom: "recommendation",
  },
  firstName: "Anke",
  email: "anke@example.be",
  message: '=HYPERLINK("http://x")',
  spamReasons: [],
  notifications: [],
  assignee: "Ann",
  replies: 1,
  notSalesKind: null,
  ...over,
});

async function read(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return { sheet, rows };
}

describe("the Excel export", () => {
  it("writes dates as date cells in Brussels time (winter and summer), one status, labels instead of codes", async () => {
    const summer = record({
      id: "a2",
      reference: "NW-2607-002",
      createdAt: "2026-07-01T22:30:00.000Z",
      firstReplyAt: null,
      leadStatus: "new",
      status: "throttled",
      language: "fr",
      package: null,
      attribution: {
        ...record({}).attribution,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        landingPath: "/not-a-page",
        heardFrom: null,
      },
      assignee: null,
      replies: 0,
    });
    const { sheet, rows } = await read(await excelExport([record({}), summer], "en"));
    expect(sheet.name).toBe("Leads");
    expect(rows[0]).toEqual([
      "Reference",
      "Received (Brussels time)",
      "Status",
      "First name",
      "Email",
      "Message",
      "Language",
      "Package",
      "Source",
      "Channel",
      "Campaign",
      "Landing page",
      "Heard about us from",
      "Owner",
      "First reply (Brussels time)",
      "Replies sent",
      "Not a sales lead",
    ]);
    // 13:05 UTC in November is 14:05 in Brussels; 22:30 UTC on 1 July is 00:30 on 2 July.
    const received = sheet.getCell("B2");
    expect(received.type).toBe(ExcelJS.ValueType.Date);
    expect(received.numFmt).toBe("dd/mm/yyyy hh:mm");
    expect((received.value as Date).toISOString()).toBe("2026-11-03T14:05:00.000Z");
    expect((sheet.getCell("O2").value as Date).toISOString()).toBe("2026-11-04T09:30:00.000Z");
    expect((sheet.getCell("B3").value as Date).toISOString()).toBe("2026-07-02T00:30:00.000Z");
    expect(rows[1]!.slice(2)).toEqual([
      "Replied",
      "Anke",
      "anke@example.be",
      '=HYPERLINK("http://x")',
      "Dutch",
      "Labs Starter",
      "Google Ads",
      "Paid",
      "autumn",
      "About",
      "A recommendation",
      "Ann",
      new Date("2026-11-04T09:30:00.000Z"),
      1,
    ]);
    expect(sheet.getCell("F2").type).toBe(ExcelJS.ValueType.String);
    expect(rows[2]!.slice(2, 13)).toEqual([
      "New (over the rate limit, not notified)",
      "Anke",
      "anke@example.be",
      '=HYPERLINK("http://x")',
      "French",
      undefined,
      "Direct (no campaign, no referrer)",
      "Direct",
      undefined,
      "/not-a-page",
      undefined,
    ]);
  });

  it("in the operator's language: French and Dutch headers and labels", async () => {
    const fr = (await read(await excelExport([record({})], "fr"))).rows;
    expect(fr[0]!.slice(0, 3)).toEqual(["Référence", "Reçue (heure de Bruxelles)", "Statut"]);
    expect(fr[1]![2]).toBe("Répondue");
    expect(fr[1]![6]).toBe("Néerlandais");
    expect(fr[1]![11]).toBe("À propos");
    const nl = await read(await excelExport([record({})], "nl"));
    expect(nl.sheet.name).toBe("Aanvragen");
    expect(nl.rows[0]!.slice(0, 3)).toEqual(["Referentie", "Ontvangen (Brusselse tijd)", "Status"]);
    expect(nl.rows[1]![2]).toBe("Beantwoord");
    expect(nl.rows[1]![9]).toBe("Betaald");
  });

  it("says a message closed as not a sales lead in its status and in a column of its own, with its kind", async () => {
    const press = record({ id: "a3", leadStatus: "other", notSalesKind: "press" });
    const en = (await read(await excelExport([record({}), press], "en"))).rows;
    expect(en[2]![2]).toBe("Not a sales lead");
    expect(en[2]![16]).toBe("Press");
    // A sales lead leaves the column empty.
    expect(en[1]![16]).toBeUndefined();
    const fr = (await read(await excelExport([press], "fr"))).rows;
    expect([fr[0]![16], fr[1]![2], fr[1]![16]]).toEqual(["Demande non commerciale", "Non commerciale", "Presse"]);
    const nl = (await read(await excelExport([press], "nl"))).rows;
    expect([nl[0]![16], nl[1]![2], nl[1]![16]]).toEqual(["Geen verkoopaanvraag", "Geen verkoopaanvraag", "Pers"]);
  });
});
