import type { Copy } from "~/content/types";
import type { legalNotice as en } from "~/content/en/legal-notice";
import { site } from "~/site";

export const legalNotice: Copy<typeof en> = {
  meta: {
    title: `Juridische informatie: uitgever, hosting en gegevens | ${site.brand}`,
    description:
      "De uitgever en de host van de website, hoe wij de gegevens van het contactformulier beschermen en waarom wij geen trackingcookies gebruiken.",
  },
  hero: {
    badge: "Juridisch",
    title: "Juridische informatie",
    lead: "Wie deze website uitgeeft, waar ze gehost wordt en hoe wij met uw gegevens omgaan.",
  },
  editor: {
    title: "Verantwoordelijke uitgever",
    company: "Vennootschap",
    legalForm: "Rechtsvorm",
    address: "Maatschappelijke zetel",
    country: "België",
    enterpriseNumber: "Ondernemingsnummer (KBO)",
    register: "Rechtspersonenregister",
    registerAbbreviation: "RPR",
    vatNumber: "Btw-nummer",
    supervisor: "Toezichthoudende autoriteit",
    director: "Verantwoordelijke voor de publicatie",
    email: "E\u2011mail",
    phone: "Telefoon",
  },
  hosting: {
    title: "Hosting",
    text: "Deze website wordt gehost door:",
    name: "Host",
    address: "Adres",
    website: "Website",
  },
  dataProtection: {
    title: "Bescherming van uw gegevens",
    intro:
      "Zoals artikel 13 van de Algemene Verordening Gegevensbescherming (AVG) voorschrijft, leest u hier hoe wij de persoonsgegevens verwerken die u ons via het contactformulier bezorgt. Uw gegevens worden nooit verkocht, nooit met derden gedeeld voor hun eigen gebruik en nooit voor reclame gebruikt.",
    controller: {
      title: "Wie is verantwoordelijk",
      text: "De verwerkingsverantwoordelijke voor uw persoonsgegevens is:",
    },
    collected: {
      title: "Wat wij verzamelen",
      items: [
        "uw voornaam, uw zakelijk e\u2011mailadres en uw bericht, zoals u ze in het contactformulier invult;",
        "een hash van uw IP-adres, bewaard om misbruik van het formulier te voorkomen (herhaalde of geautomatiseerde verzendingen);",
        "waar uw bezoek vandaan kwam, voor zover uw browser het ons vertelt: de campagne die genoemd wordt in de link die u volgde (utm-parameters), de naam van de website die naar de onze verwees, de pagina waarop u binnenkwam, en uw antwoord op ‘Hoe hebt u ons leren kennen?’ als u er een geeft.",
      ],
      hash: "Wij bewaren uw IP-adres zelf nooit. Het wordt gehasht met een geheime sleutel die elke dag vervangen wordt, en oude sleutels worden gewist: na één dag kan niemand, ook wij niet, de hash nog aan een adres koppelen. De hash wordt bij uw aanvraag bewaard en samen met die aanvraag gewist.",
    },
    purposes: {
      title: "Waarom, en op welke rechtsgrond",
      items: [
        "Om uw aanvraag te beantwoorden en, als u dat vraagt, een voorstel voor te bereiden: maatregelen die op uw verzoek genomen worden vóór een eventuele overeenkomst (AVG, artikel 6, lid 1, b).",
        "Om het formulier te beschermen tegen spam en misbruik, met de IP-hash: ons gerechtvaardigd belang om onze dienst en de mensen die hem gebruiken te beschermen (AVG, artikel 6, lid 1, f).",
        "Om te weten welke van onze pagina’s en campagnes aanvragen opleveren, met de herkomst van uw bezoek: ons gerechtvaardigd belang om onze eigen marketing te begrijpen (AVG, artikel 6, lid 1, f).",
      ],
      noAutomation: "Wij nemen geen geautomatiseerde beslissingen en doen niet aan profilering met uw gegevens.",
    },
    retention: {
      title: "Hoelang wij ze bewaren",
      text: `Wij bewaren elke aanvraag ${site.retentionDays} dagen nadat ze verstuurd is en wissen ze daarna automatisch, met haar IP-hash en haar melding. Leidt ons contact tot een overeenkomst, dan worden de gegevens die daarvoor nodig zijn zo lang bewaard als de wet vereist (bijvoorbeeld voor de boekhouding).`,
    },
    recipients: {
      title: "Wie ze ontvangt",
      text: "Alleen ons team leest uw aanvraag. Twee verwerkers behandelen ze in onze naam, onder een verwerkersovereenkomst (AVG, artikel 28), binnen de Europese Unie:",
      hosting: "Hosting van de website en de databank",
      colon: ": ",
      mail: "Verzending van de e\u2011mailmelding naar ons team",
      noTransfer: "Uw gegevens worden niet doorgegeven buiten de Europese Economische Ruimte.",
    },
    rights: {
      title: "Uw rechten",
      intro: "U hebt het recht om:",
      items: [
        "uw gegevens in te zien en er een kopie van te krijgen;",
        "ze te laten verbeteren als ze onjuist of onvolledig zijn;",
        "ze te laten wissen;",
        "de verwerking ervan te laten beperken;",
        "ze te ontvangen in een gestructureerde, machineleesbare vorm (overdraagbaarheid);",
        "bezwaar te maken tegen de verwerking ervan op basis van ons gerechtvaardigd belang.",
      ],
      howBefore: "Om een van deze rechten uit te oefenen, schrijft u ons op ",
      howAfter:
        ". Wij antwoorden binnen een maand, kosteloos, en kunnen u vragen uw identiteit te bevestigen voor wij gevolg geven aan uw verzoek.",
    },
    complaint: {
      title: "Uw recht om klacht in te dienen",
      text: "Meent u dat wij uw gegevens onrechtmatig verwerken, dan kunt u een klacht indienen bij de Belgische Gegevensbeschermingsautoriteit:",
      authority: "Gegevensbeschermingsautoriteit (GBA/APD)",
      address: "Drukpersstraat 35, 1000 Brussel, België",
      url: "https://www.gegevensbeschermingsautoriteit.be",
    },
  },
  accessibility: {
    title: "Toegankelijkheidsverklaring",
    paragraphs: [
      `${site.brand} wil dat iedereen deze website kan gebruiken. Wij streven naar de Web Content Accessibility Guidelines (WCAG) 2.2, niveau AA, in het Engels, het Frans en het Nederlands.`,
      "Nalevingsstatus: gedeeltelijk conform. Elke pagina wordt bij elke wijziging automatisch gecontroleerd, in de drie talen en in het lichte en het donkere kleurenschema: de axe-core-regels voor WCAG 2.0, 2.1 en 2.2, niveaus A en AA, de Nu Html Checker, en browsertests van het gebruik met het toetsenbord, de focus, het tekstcontrast, een opmaak zonder horizontaal scrollen vanaf 320 px en aanraakdoelen van 44 px; de toegankelijkheidsaudit van Lighthouse loopt op zeven kernpagina’s. Geautomatiseerde tests vinden maar een deel van de mogelijke drempels, dus wij claimen conformiteit alleen voor zover zij die aantonen.",
    ],
    limitsTitle: "Bekende beperkingen",
    limits: [
      "Er is nog geen audit uitgevoerd door mensen die een schermlezer of andere hulptechnologie gebruiken.",
      "De uitleg bij de labels van de projecten staat in korte tooltips: die openen bij aanwijzen, aanraken of toetsenbordfocus, en worden voorgelezen als beschrijving van het label.",
    ],
    feedbackTitle: "Feedback",
    feedback: "Is iets op deze website moeilijk te gebruiken voor u, laat het ons weten op",
    feedbackAfter: ". Wij antwoorden binnen 24\u00a0uur en bezorgen u de informatie in een vorm die voor u werkt.",
    reviewed: "Laatst nagekeken:",
  },
  cookies: {
    title: "Cookies en tracking",
    paragraphs: [
      "Deze website gebruikt geen reclame- of trackingcookies.",
      "Ze laadt geen trackingtools, analysescripts, lettertypes of widgets van derden: elk bestand komt van onze eigen server.",
      "Onze server telt zelf de paginaweergaven, per dag. Een paginaweergave is een verzoek van uw browser om een van onze pagina’s, zoals hij dat doet om elke webpagina te tonen. Elke weergave wordt geteld onder: de dag, de pagina (voor een adres dat met geen enkele pagina overeenkomt, dat adres, tenzij het op een e\u2011mailadres lijkt), de taal ervan, de website die ernaar verwees (alleen de naam), de campagne die in de link genoemd wordt (utm_source, utm_medium, utm_campaign) en of ze een bezoek begon. Wanneer u op een link naar een andere pagina van ons drukt, kan uw browser die pagina al ophalen terwijl u drukt, zodat ze meteen opent: dat verzoek is de paginaweergave, en het wordt geteld, ook als u de pagina daarna niet opent. Deze dagelijkse tellingen bevatten niets over u en worden niet langer bewaard dan de contactaanvragen. Robots worden niet meegeteld.",
      "Om een bezoek van meerdere pagina’s te onderscheiden van meerdere bezoeken, en om te weten waar een bezoek vandaan kwam wanneer u ons vanaf een latere pagina schrijft, berekent de server een bezoeksleutel uit uw IP-adres (bij IPv6 alleen het netwerkgedeelte) en de beschrijving van uw browser (de user agent), verzegeld met een geheime sleutel die elke dag vervangen en binnen 25 uur verwijderd wordt. Het adres en de beschrijving zelf worden nooit opgeslagen. Onder die sleutel bewaart de server, alleen zolang het bezoek duurt (het eindigt 30 minuten na uw laatste pagina), waarmee het bezoek binnenkwam: de campagne, de naam van de website die naar de onze verwees en de eerste pagina; als u het formulier verstuurt, gaan die gegevens mee met uw aanvraag. Daarna wordt het bezoek verwijderd, en zodra de geheime sleutel van de dag verwijderd is, kan niets van wat overblijft nog aan u gekoppeld worden. Er wordt niets op uw toestel opgeslagen: geen cookie, geen lokale opslag, geen identificatiecode. Als u tijdens een bezoek van netwerk verandert (van wifi naar mobiele data, bijvoorbeeld), ziet de server een nieuw bezoek.",
      "Geen enkel script op onze pagina’s meldt ons wat u leest: geen enkel script verstuurt een verzoek met de pagina waarop u bent, waar u vandaan kwam of wat dan ook. Het enige wat een script verstuurt, is het contactformulier, wanneer u het verstuurt, met het adres van de pagina ervan en dat van de pagina daarvoor (waar uw bezoek vandaan kwam, zoals vermeld onder Bescherming van uw gegevens).",
      "Daarom is er geen cookiebanner en vragen wij geen toestemming: er wordt niets op uw toestel opgeslagen, en wat de server telt, komt alleen van de verzoeken die uw browser doet om u onze pagina’s te tonen.",
    ],
  },
};
