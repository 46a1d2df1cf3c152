// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LeadRow } from "~/storage/requests/inbox-rows.server";
import { deskWords } from "../words";
import { InboxList } from "./inbox-list";

afterEach(cleanup);

const row = (over: Partial<LeadRow>): LeadRow => ({
  id: "r1",
  createdAt: "2026-11-26T09:00:00.000Z",
  leadStatus: "new",
  firstName: "Eva",
  email: "eva@brouwerij.example",
  language: "en",
  package: null,
  source: null,
  overdue: false,
  owner: null,
  ageMs: 3 * 3_600_000,
  answered: false,
  wroteAgain: false,
  undeliverable: false,
  followUpAt: null,
  notSalesKind: null,
  snippet: "Hello",
  domain: "brouwerij.example",
  check: false,
  reasons: [],
  openRequests: 1,
  throttled: false,
  ...over,
});

/** The list as the inbox renders it, in one language, with the rows given; its words for the checks. */
function renderList(lang: "en" | "fr", leads: LeadRow[], more: { query?: string; spamView?: boolean } = {}) {
  const t = deskWords(lang);
  render(<InboxList t={t} lang={lang} query="" csrf="token" {...more} leads={leads} />);
  return t;
}

describe("the inbox's rows as an operator reads them", () => {
  for (const lang of ["en", "fr"] as const) {
    it(`${lang}: a 'possibly spam' lead has its label, its reasons and two one-click verdicts; ×2; over the limit`, () => {
      const t = renderList(lang, [
        row({ id: "a", check: true, reasons: [{ kind: "shortener", host: "bit.ly" }] }),
        row({ id: "b", firstName: "Jan", openRequests: 2, throttled: true }),
      ]);
      const doubted = within(screen.getAllByRole("listitem")[0]!);
      expect(doubted.getByText(t.inbox.possiblySpam)).toBeTruthy();
      expect(doubted.getByText(/bit\.ly/)).toBeTruthy();
      expect(doubted.getByRole("button", { name: t.inbox.notSpamOf("Eva") })).toBeTruthy();
      expect(doubted.getByRole("button", { name: t.inbox.confirmSpamOf("Eva") })).toBeTruthy();
      const twice = within(screen.getAllByRole("listitem")[1]!);
      expect(twice.getByText("×2")).toBeTruthy();
      expect(twice.getByText(t.inbox.throttled)).toBeTruthy();
      expect(twice.queryByText(t.inbox.possiblySpam)).toBeNull();
      expect(screen.getByRole("button", { name: t.inbox.markSpam })).toBeTruthy();
    });
  }

  it("the spam view shows each row's reasons and offers 'Not spam' and 'Delete now' in bulk", () => {
    const t = renderList("en", [row({ leadStatus: "spam", reasons: [{ kind: "honeypot" }] })], { query: "status=spam", spamView: true });
    expect(screen.getByTestId("reasons").textContent).toMatch(/^Why: .+/);
    expect(screen.getByRole("button", { name: "Not spam" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete now" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: t.inbox.markSpam })).toBeNull();
  });

  it("each row gives its relative age, red past the promise, its language, its owner and a badge coloured by outcome (issue 36)", () => {
    renderList("en", [
      row({ id: "late", overdue: true, ageMs: 4 * 86_400_000 + 3_600_000, language: "fr", owner: "Claire" }),
      row({ id: "fresh", ageMs: 3 * 3_600_000 + 59 * 60_000, language: "nl" }),
      row({ id: "won", leadStatus: "won", ageMs: 20 * 60_000 }),
    ]);
    const [late, fresh, won] = screen.getAllByRole("listitem").map((li) => within(li));
    const lateAge = late!.getByText("Overdue · 4 d");
    expect(lateAge.className).toContain("text-danger");
    expect(late!.getByText("French")).toBeTruthy();
    expect(late!.getByText("Owner: Claire")).toBeTruthy();
    expect(fresh!.getByText(/^3 h/).className).not.toContain("text-danger");
    expect(fresh!.getByText("Dutch")).toBeTruthy();
    expect(fresh!.queryByText(/^Owner/)).toBeNull();
    expect(won!.getByText(/^20 min/)).toBeTruthy();
    expect(won!.getByText("Won").className).toContain("text-success");
    expect(late!.getByText("Unanswered").className).toContain("text-accent");
  });
});
