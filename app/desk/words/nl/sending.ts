/** The lead desk's words in Dutch (Belgian Dutch, « u »): the Sending page (SPF, DKIM, DMARC), the delivery statuses and the errors. */
import type { SendingPart } from "../en/sending";

export const sendingPart: SendingPart = {
  sending: {
    title: "Verzending",
    intro: (domain: string) =>
      `Komen de e-mails die deze site vanaf ${domain} verstuurt in de inbox aan? Gmail en Outlook zetten e-mails zonder SPF, DKIM en DMARC-beleid bij de spam. Gecontroleerd bij het starten van de server, daarna eens per dag.`,
    checkedAt: (at: string) => `Laatst gecontroleerd: ${at}.`,
    notYet: "Nog niet gecontroleerd.",
    noSmtp:
      "SMTP_URL is niet ingesteld: e-mails worden als .eml-bestanden op de server geschreven en geen enkele verlaat hem, dus er valt niets te controleren. Zodra SMTP_URL uw e-mailprovider noemt, controleert deze pagina de SPF, DKIM en DMARC van het domein.",
    checkAgain: "Opnieuw controleren",
    ok: "OK",
    attention: "Aan te passen",
    lookedUp: "Opgezochte naam",
    found: "Gevonden record",
    nothingFound: "geen",
    relay: (host: string) => `E-mails vertrekken via ${host}.`,
    relayUnchecked: (host: string) =>
      `E-mails vertrekken via ${host}, een server op deze machine of in haar netwerk: het publieke adres ervan is hier niet bekend, dus werd bij SPF alleen nagegaan of er een bruikbaar record is.`,
    noRelay: "SMTP_URL is niet ingesteld: e-mails worden als .eml-bestanden geschreven, dus kon geen mailserver met SPF vergeleken worden.",
    names: {
      spf: "SPF: de servers die voor het domein mogen versturen",
      dkim: "DKIM: de handtekening op elke e-mail",
      dmarc: "DMARC: het beleid van het domein",
    },
    lookupFailed: "De DNS antwoordde niet op deze opzoeking. Er is nog niets mis: probeer “Opnieuw controleren” straks nog eens.",
    spf: {
      ok: (domain: string, relay: string | null) =>
        relay
          ? `Het SPF-record van ${domain} laat ${relay} toe om ervoor te versturen.`
          : `${domain} heeft een SPF-record dat de servers noemt die mogen versturen.`,
      missing: (domain: string) =>
        `${domain} publiceert geen SPF-record. Vraag wie de DNS beheert om op ${domain} één TXT-record toe te voegen dat uw e-mailprovider noemt, zoals v=spf1 include:<het SPF-domein van uw provider> ~all (de hulppagina’s van uw provider geven de juiste include).`,
      several: (domain: string) =>
        `${domain} heeft meer dan één SPF-record, en ontvangers negeren ze dan allemaal. Voeg ze samen tot één TXT-record dat begint met v=spf1.`,
      "no-mechanism": () =>
        "Het SPF-record noemt geen enkele server (geen include, ip4, ip6, a of mx), dus mag niets voor het domein versturen. Voeg de include van uw e-mailprovider toe.",
      "relay-not-listed": (_domain: string, relay: string | null) =>
        `Het SPF-record noemt de mailserver niet waarlangs deze site verstuurt (${relay ?? "SMTP_URL"}). Voeg de include van zijn provider, of zijn adres als ip4:…, aan het record toe.`,
    },
    dkim: {
      ok: (name: string, bits: number | null) =>
        `Elke e-mail wordt ondertekend, en de publieke sleutel van ${bits ?? "?"} bits staat gepubliceerd op ${name}.`,
      "not-signing": () =>
        "E-mails van deze site worden niet ondertekend. Maak een DKIM-sleutelpaar van 2048 bits, publiceer de publieke sleutel als TXT-record op <selector>._domainkey.<uw domein>, en stel daarna DKIM_PRIVATE_KEY en DKIM_SELECTOR in op de server.",
      missing: (name: string) =>
        `Op ${name} staat geen DKIM-sleutel. Publiceer daar de publieke sleutel van DKIM_PRIVATE_KEY als TXT-record: v=DKIM1; k=rsa; p=<de publieke sleutel in base64>.`,
      revoked: (name: string) =>
        `De sleutel op ${name} is leeg (ingetrokken), dus ontvangers weigeren de handtekening. Publiceer daar de huidige publieke sleutel.`,
      invalid: (name: string) =>
        `Het record op ${name} bevat geen leesbare publieke sleutel. Publiceer het opnieuw als v=DKIM1; k=rsa; p=<de publieke sleutel in base64>.`,
      weak: (_name: string, bits: number | null) =>
        `De gepubliceerde sleutel heeft ${bits ?? "?"} bits; ontvangers willen er minstens 1024, en 2048 is gebruikelijk. Maak een sleutel van 2048 bits, publiceer hem en zet hem in DKIM_PRIVATE_KEY.`,
      "different-key": (name: string) =>
        `De sleutel op ${name} is niet de sleutel waarmee deze server ondertekent, dus ontvangers weigeren de handtekening. Publiceer daar de publieke sleutel van DKIM_PRIVATE_KEY, of stel de bijbehorende private sleutel in.`,
    },
    dmarc: {
      ok: (policy: string) => `Het DMARC-beleid van het domein is “${policy}”, en de e-mails van deze site voldoen eraan via SPF of DKIM.`,
      missing: (domain: string) =>
        `${domain} heeft geen DMARC-beleid. Voeg een TXT-record toe op _dmarc.${domain}: v=DMARC1; p=none; rua=mailto:<een adres van u> om te beginnen, en daarna p=quarantine zodra de rapporten in orde zijn.`,
      several: () => "Er is meer dan één DMARC-record, en ontvangers negeren ze dan. Behoud er één.",
      "no-policy": () => "Het DMARC-record heeft geen geldig beleid. Geef het er een: p=none, p=quarantine of p=reject.",
      "not-aligned": () =>
        "Het DMARC-beleid staat op zijn plaats, maar SPF noch DKIM slaagt voor de e-mails van deze site, dus faalt DMARC. Herstel SPF of DKIM hierboven.",
    },
  },
  deliveryStatuses: { pending: "in de wachtrij", sent: "verstuurd", failed: "mislukt" },
  errors: {
    forbidden: "Verboden",
  },
};
