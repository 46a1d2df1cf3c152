/** The lead desk's words in Dutch (Belgian Dutch, « u »): signing in, enrolling a passkey, the signature, the passkeys and the desk's frame. */
import type { AccessPart } from "../en/access";

export const accessPart: AccessPart = {
  title: "Leaddesk",
  skipLink: "Naar de inhoud",
  nav: {
    inbox: "Aanvragen",
    templates: "Sjablonen",
    report: "Rapport",
    content: "Inhoud",
    audit: "Logboek",
    passkeys: "Toegangssleutels",
    sending: "Verzending",
    signOut: "Afmelden",
    language: "Taal van de desk",
  },
  signIn: {
    pageTitle: "Aanmelden",
    title: "Aanmelden bij de leaddesk",
    intro: "Medewerkers melden zich aan met hun toegangssleutel. Geen wachtwoorden.",
    button: "Aanmelden met een toegangssleutel",
    working: "Wachten op uw toegangssleutel…",
    noScript: "Aanmelden met een toegangssleutel vraagt JavaScript in deze browser.",
    failed: "Aanmelden mislukt: deze toegangssleutel werd niet aanvaard. Probeer opnieuw, of gebruik een andere toegangssleutel van u.",
    cancelled: "Het aanmelden werd geannuleerd, of uw toestel antwoordde niet op tijd. Probeer opnieuw.",
    tooMany: "Te veel mislukte aanmeldingen vanaf dit netwerk: wacht 15 minuten en probeer dan opnieuw.",
    unreachable: "De leaddesk is niet bereikbaar. Controleer uw verbinding en probeer opnieuw.",
    lostDevice: (who: string) =>
      `Toestel kwijt? Vraag ${who} om een nieuwe aanmeldlink. Zodra u aangemeld bent, verwijdert u de toegangssleutel van het verloren toestel onder “Toegangssleutels”.`,
    pageLanguage: "Taal van deze pagina",
  },
  enrol: {
    title: "Maak uw toegangssleutel aan",
    intro: (name: string) => `Welkom, ${name}. Met deze eenmalige link maakt u de toegangssleutel aan waarmee u zich voortaan aanmeldt.`,
    button: "Toegangssleutel aanmaken",
    working: "Wachten op uw toestel…",
    invalidTitle: "Deze registratielink is niet meer geldig",
    invalid: "Hij werd al gebruikt, een nieuwere link verving hem, of hij is ouder dan 24 uur. Vraag een nieuwe aan.",
    failed: "De toegangssleutel kon niet worden aangemaakt. Probeer opnieuw.",
    cancelled:
      "Het aanmaken van de toegangssleutel werd geannuleerd, of uw toestel antwoordde niet op tijd. Deze link werkt nog: probeer opnieuw.",
    saveFailed:
      "Uw toegangssleutel kon niet worden opgeslagen. Er werd niets bewaard en deze link werkt nog: probeer het zo meteen opnieuw.",
    exists: "Dit toestel heeft al een toegangssleutel voor de leaddesk: meld u daarmee aan.",
    pageLanguage: "Taal van deze pagina",
  },
  signature: {
    title: "Uw handtekening",
    nav: "Handtekening",
    intro: (sender: string) =>
      `Onder elk antwoord dat u vanuit de desk verstuurt: uw naam, uw functie en uw telefoonnummer, daarna de naam, het telefoonnummer en de website van het bureau (en de link om een gesprek te plannen, als die ingesteld is). De contactpersoon ziet uw voornaam als afzender: “${sender}”.`,
    name: "Naam",
    role: "Functie (optioneel)",
    phone: "Telefoon (optioneel)",
    save: "Handtekening opslaan",
    saved: "Handtekening opgeslagen: ze staat onder uw volgende antwoorden.",
    invalid:
      "Vul uw naam in (hoogstens 100 tekens); een functie van hoogstens 100 tekens en een telefoonnummer van hoogstens 40, of laat ze leeg.",
    preview: "Zo staat ze onder een antwoord",
  },
  passkeys: {
    title: "Uw toegangssleutels",
    intro:
      "Elke toegangssleutel meldt u aan vanaf het toestel waarop hij werd aangemaakt. Verwijder de toegangssleutel van een toestel dat u kwijt bent of niet meer gebruikt: hij werkt meteen niet meer en zijn sessies worden beëindigd.",
    device: "Toestel",
    created: "Aangemaakt",
    lastUsed: "Laatst gebruikt",
    never: "nooit",
    unnamed: "Toestel zonder naam",
    current: "deze sessie",
    remove: "Verwijderen",
    removeLabel: (device: string, created: string) => `Verwijder de toegangssleutel van ${device}, aangemaakt op ${created}`,
    removed: "De toegangssleutel werd verwijderd en de sessies die hij opende, zijn beëindigd.",
    notFound: "Die toegangssleutel is niet meer een van de uwe.",
    none: "U hebt geen toegangssleutel meer: vraag een nieuwe aanmeldlink om er een toe te voegen.",
    newDevice: "Om een toegangssleutel toe te voegen op een ander toestel, vraagt u een nieuwe aanmeldlink en opent u die daar.",
  },
};
