import { describe, expect, it } from "vitest";
import { disposableDomain } from "./disposable.server";
import { linkSignals } from "./links";
import { findPhrases } from "./phrases";
import { parseSpamReasons } from "../../storage/requests/spam-reasons";
import { reasonWords } from "./reason-words";
import { createRepeatCounter } from "./repeats.server";
import { score, spamThreshold } from "./score";
import { isGibberishName, isShouting, scriptSignals } from "./writing";
import { normalise } from "./normalise";

describe("content signals", () => {
  it("counts links, finds shorteners, link-only messages, forum markup and links in the name", () => {
    expect(linkSignals("Our site is https://www.example.be, can you call us about HubSpot?", "Ana")).toEqual([]);
    expect(linkSignals("see https://a.example/1 and https://b.example/2 and www.c.example", "Ana")).toContainEqual({
      kind: "links",
      count: 3,
    });
    expect(linkSignals("Claim it here: https://bit.ly/3xWin now, you have won a prize today", "Ana")).toContainEqual({
      kind: "shortener",
      host: "bit.ly",
    });
    expect(linkSignals("https://casino.example/register", "Ana")).toContainEqual({ kind: "link-only" });
    expect(linkSignals("[url=https://x.example]cheap[/url] more words here to read", "Ana")).toContainEqual({ kind: "link-markup" });
    expect(linkSignals("Hello there, a question about HubSpot", "Visit https://x.example")).toContainEqual({ kind: "name-link" });
    expect(linkSignals("Look at https://best-offers.top/now for the details of it all", "Ana")).toContainEqual({
      kind: "spam-domain-link",
      host: "best-offers.top",
    });
  });

  it("finds spam phrases in English, French and Dutch, whatever the case and accents, on whole words", () => {
    expect(findPhrases("We offer GUEST POSTS and a Guest Post for you").map((p) => p.phrase)).toContain("guest posts");
    expect(findPhrases("Vous avez GAGNE un iPhone").map((p) => p.phrase)).toContain("vous avez gagné");
    expect(findPhrases("U heeft gewonnen!").map((p) => p.phrase)).toContain("u heeft gewonnen");
    expect(findPhrases("adulthood and btcc are not listed")).toEqual([]);
    // The longer listed phrase counts, not the shorter one inside it as well.
    expect(findPhrases("Dear Sir/Madam, hello").map((p) => p.phrase)).toEqual(["dear sir/madam"]);
  });

  it("reads text a person could not type as the letters it shows: format characters, look-alikes, letters spelled out", () => {
    // Zero-width space, soft hyphen, word joiner and BOM are removed before matching.
    expect(normalise("gu\u200best po\u00adst, back\u2060links, bit\ufeffcoin")).toBe("guest post, backlinks, bitcoin");
    // UTS #39 skeletons (Cyrillic, Greek, Cherokee, Armenian) and Latin small capitals.
    expect(normalise("Frее bіtcоіn")).toBe("free bitcoin");
    expect(normalise("ᏴᎬᏚᎢ ᏚᎬᎾ, Ꮯheap")).toBe("best seo, cheap");
    expect(normalise("Tօp ցսest pօsts")).toBe("top guest posts");
    expect(normalise("ɢᴜᴇꜱᴛ ᴘᴏꜱᴛ ᴄʟᴀɪᴍ")).toBe("guest post claim");
    // Single letters joined across dots, hyphens, underscores and single spaces; two spaces end a word.
    expect(normalise("g.u.e.s.t p-o-s-t s e o")).toBe("guest post seo");
    expect(normalise("g u e s t  p o s t")).toBe("guest post");
    expect(findPhrases("g u e s t p o s t s for you").map((p) => p.phrase)).toEqual(["guest posts"]);
    // Real text keeps its words: accents fold as before, m stays m, digits stay digits.
    expect(normalise("Vous avez GAGNÉ 100 € ? Ørsted, Łódź, İstanbul, a.s.b.l., J. R. R. Tolkien, mammoth")).toBe(
      "vous avez gagne 100 € ? orsted, lodz, istanbul, asbl., j. r. r. tolkien, mammoth",
    );
    expect(findPhrases("Vous avez gagné un iPhone").map((p) => p.phrase)).toContain("vous avez gagné");
    expect(findPhrases("Gefeliciteerd, u héeft gewonnen").map((p) => p.phrase)).toContain("u heeft gewonnen");
  });

  it("gives a format character inside a word a reason of its own, but not a joiner in emoji or Arabic", () => {
    expect(scriptSignals("We sell gu\u200best po\u200bsts")).toEqual([{ kind: "format-character", words: 2 }]);
    expect(scriptSignals("Zoek\u00admachine optimalisatie")).toEqual([{ kind: "format-character", words: 1 }]);
    expect(scriptSignals("Nice\u2060work")).toEqual([{ kind: "format-character", words: 1 }]);
    // A BOM or a direction mark between words, ZWJ in an emoji family, ZWNJ in Persian: none.
    expect(scriptSignals("\ufeffHello \u200eteam, our family 👨\u200d👩\u200d👧 says hi")).toEqual([]);
    expect(
      scriptSignals("Bonjour, je m'appelle Ali (\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645) et je voudrais une formation HubSpot"),
    ).toEqual([]);
    expect(reasonWords({ kind: "format-character", words: 2 }, "en")).toBe("invisible characters inside 2 words");
    expect(reasonWords({ kind: "format-character", words: 1 }, "fr")).toBe("un caractère invisible dans un mot");
    expect(reasonWords({ kind: "format-character", words: 3 }, "nl")).toBe("onzichtbare tekens in 3 woorden");
  });

  it("tells look-alike letters and foreign scripts from names and quotes", () => {
    // Cherokee, Armenian and small capitals inside Latin words, or words made only of them.
    expect(scriptSignals("Ꮯheap guest posts")).toEqual([{ kind: "script-mix" }]);
    expect(scriptSignals("Tօp backlinks")).toEqual([{ kind: "script-mix" }]);
    expect(scriptSignals("hello ɢuest")).toEqual([{ kind: "script-mix" }]);
    expect(scriptSignals("ᏴᎬᏚᎢ ᏚᎬᎾ")).toEqual([{ kind: "script-mix" }]);
    expect(scriptSignals("ʙᴇꜱᴛ ꜱᴇᴏ")).toEqual([{ kind: "script-mix" }]);
    expect(scriptSignals("Bonjour, je suis Анна et mon collègue Арам (Արամ) voudrait une démo")).toEqual([]);
    expect(scriptSignals("Frее bitcоin for you")).toEqual([{ kind: "script-mix" }]);
    expect(scriptSignals("Здравствуйте! Предлагаем продвижение сайтов")).toEqual([{ kind: "foreign-script", script: "cyrillic" }]);
    expect(scriptSignals("Bonjour, je m'appelle Олена et j'aimerais une formation HubSpot pour notre équipe")).toEqual([]);
    expect(scriptSignals("Nguyễn Thị Minh: café, naïve, Zoë, Ørsted, Łódź")).toEqual([]);
  });

  it("tells random letters from people's names", () => {
    for (const name of ["udFJASLcDjUUgUFn", "xKqzTvbwPLmr", "HpxkmLrppACMxOdc"]) expect(isGibberishName(name), name).toBe(true);
    for (const name of [
      "Van den Broeck",
      "McDonald",
      "DeVries",
      "O'Neil-MacLeod",
      "Annelies Verschueren",
      "Brzęczyszczykiewicz",
      "Nguyễn Thị Minh",
      "JEAN-PIERRE",
      "Schwarzkopf",
      "An",
    ]) {
      expect(isGibberishName(name), name).toBe(false);
    }
  });

  it("hears shouting, not acronyms", () => {
    expect(isShouting("BEST SEO SERVICES FOR YOUR COMPANY")).toBe(true);
    expect(isShouting("Amazing offer!!!")).toBe(true);
    expect(isShouting("We need a CRM (HubSpot or SFDC) that is GDPR compliant, with an API for our ERP.")).toBe(false);
  });

  it("knows throwaway address domains from the maintained list, subdomains included", () => {
    expect(disposableDomain("abc@mailinator.com")).toBe("mailinator.com");
    expect(disposableDomain("abc@YOPMAIL.com")).toBe("yopmail.com");
    expect(disposableDomain("sophie@telenet.be")).toBeUndefined();
    expect(disposableDomain("sophie@gmail.com")).toBeUndefined();
  });

  it("counts the addresses that sent one message over a day, however it is spaced or capitalised", () => {
    let now = 0;
    const repeats = createRepeatCounter({ now: () => now });
    expect(repeats.seen("Hello, we help companies", "a@x.example")).toBe(1);
    expect(repeats.seen("hello,  we help COMPANIES", "b@x.example")).toBe(2);
    // The same person sending it again is not a campaign.
    expect(repeats.seen("Hello, we help companies", "B@x.example")).toBe(2);
    expect(repeats.seen("Something else", "a@x.example")).toBe(1);
    now = 25 * 3_600_000;
    expect(repeats.seen("Hello, we help companies", "c@x.example")).toBe(1);
  });
});

describe("the score", () => {
  const person = {
    name: "Sophie",
    email: "sophie@brasserie.example",
    message: "Bonjour, nous voulons passer de Mailchimp à Brevo. Pouvez-vous nous aider ? https://www.brasserie.example",
  };

  it("lets a real enquiry with one link through, and catches the issue's examples", () => {
    expect(score(person)).toMatchObject({ spam: false, reasons: [] });
    expect(score({ ...person, message: "BEST SEO SERVICES!!! We put you on the first page of Google." }).spam).toBe(true);
    expect(score({ ...person, message: "Vous avez gagné un iPhone ! Cliquez vite pour le réclamer." }).spam).toBe(true);
    expect(score({ ...person, name: "udFJASLcDjUUgUFn", message: "LSEWeaBIMKxklerxtrQ aObFkCDNt" }).spam).toBe(true);
  });

  it("catches each strong signal alone, and keeps every reason, heaviest first", () => {
    expect(score({ ...person, honeypot: "http://x" })).toMatchObject({ spam: true, reasons: [{ kind: "honeypot" }] });
    expect(score({ ...person, token: { kind: "token-missing" } }).spam).toBe(true);
    expect(score({ ...person, scriptFillMs: 900 })).toMatchObject({ spam: true, reasons: [{ kind: "too-fast", seconds: 0.9 }] });
    // DNS can be wrong: "no mail for this domain" needs a second signal (a shortener here).
    expect(score({ ...person, mailDomainCannotReceive: true })).toMatchObject({
      spam: false,
      reasons: [{ kind: "mail-domain", domain: "brasserie.example" }],
    });
    expect(score({ ...person, message: `${person.message} https://bit.ly/3xYz`, mailDomainCannotReceive: true }).spam).toBe(true);
    expect(score({ ...person, disposableDomain: "yopmail.com" }).spam).toBe(true);
    expect(score({ ...person, repeats: 3 })).toMatchObject({ spam: true, reasons: [{ kind: "repeated", count: 3 }] });
    expect(score({ ...person, repeats: 2 }).spam).toBe(false);
    const verdict = score({ ...person, message: "I noticed your website. Guest post offer, reply stop", token: { kind: "token-forged" } });
    expect(verdict.reasons[0]).toEqual({ kind: "token-forged" });
    expect(verdict.score).toBeGreaterThanOrEqual(spamThreshold);
  });

  it("keeps reasons as data that reads back from storage and says them in words", () => {
    const reasons = score({
      ...person,
      message: "guest post https://a.example https://b.example https://c.example",
      token: { kind: "too-fast", seconds: 0.8 },
    }).reasons;
    const stored = JSON.stringify(reasons);
    expect(parseSpamReasons(stored)).toEqual(reasons);
    expect(parseSpamReasons("not json")).toEqual([]);
    expect(parseSpamReasons('[{"kind":"unknown"},{"kind":"honeypot"}]')).toEqual([{ kind: "honeypot" }]);
    const en = reasons.map((r) => reasonWords(r, "en"));
    expect(en).toEqual(expect.arrayContaining(["sent 0.8 s after the page was shown", "3 links", "phrase: 'guest post'"]));
    const fr = reasons.map((r) => reasonWords(r, "fr"));
    expect(fr).toEqual(
      expect.arrayContaining(["envoyé 0,8 s après l’affichage de la page", "3 liens", "expression\u00a0: «\u00a0guest post\u00a0»"]),
    );
  });
});
