import { describe, expect, it } from "vitest";
import { auditDetail } from "./audit-detail";

describe("an audit line's detail in the operator's language", () => {
  it("says every stored form in French and Dutch, and leaves English and unknown forms as stored", () => {
    const lines: [action: string, detail: string, fr: string, nl: string][] = [
      [
        "invitation",
        "enrolment link for Zoë (2 earlier links revoked)",
        "lien d’inscription pour Zoë (2 liens précédents révoqués)",
        "inschrijvingslink voor Zoë (2 eerdere links ingetrokken)",
      ],
      ["invitation", "enrolment link for Zoë", "lien d’inscription pour Zoë", "inschrijvingslink voor Zoë"],
      ["retry", "1 delivery queued again", "1 envoi remis en file", "1 verzending opnieuw in de wachtrij"],
      ["export", "csv, 12 request(s), filter status=new", "csv, 12 demandes, filtre status=new", "csv, 12 aanvragen, filter status=new"],
      [
        "passkey removed",
        "Zoë: unnamed device; 1 session(s) ended",
        "Zoë : appareil sans nom ; 1 session fermée",
        "Zoë: toestel zonder naam; 1 sessie beëindigd",
      ],
      ["spam deleted", "3 request(s)", "3 demandes", "3 aanvragen"],
      ["status change", "new → won", "nouvelle → gagnée", "nieuw → gewonnen"],
      ["status change", "possibly spam → spam", "peut-être indésirable → indésirable", "mogelijk spam → spam"],
      [
        "status change",
        "new → replied: 2 other open request(s) from this address (a, b)",
        "nouvelle → répondu : 2 autres demandes ouvertes de cette adresse (a, b)",
        "nieuw → beantwoord: 2 andere open aanvragen van dit adres (a, b)",
      ],
      ["failed sign-in", "unknown passkey (client 3f2a)", "clé d’accès inconnue (client 3f2a)", "onbekende toegangssleutel (client 3f2a)"],
      [
        "failed sign-in",
        "signature not verified (4 failed sign-ins from client 3f2a in the minute from 10:05 UTC)",
        "signature non vérifiée (4 connexions échouées du client 3f2a dans la minute de 10:05 UTC)",
        "handtekening niet geverifieerd (4 mislukte aanmeldingen van client 3f2a in de minuut vanaf 10:05 UTC)",
      ],
    ];
    for (const [action, detail, fr, nl] of lines) {
      expect(auditDetail(action, detail, "fr")).toBe(fr);
      expect(auditDetail(action, detail, "nl")).toBe(nl);
      expect(auditDetail(action, detail, "en")).toBe(detail);
    }
    // A template's name that looks like a stored form is another action's: shown as it is.
    expect(auditDetail("template created", "Offer (client ACME)", "fr")).toBe("Offer (client ACME)");
    expect(auditDetail("assignment", "Zoë", "nl")).toBe("Zoë");
  });
});
