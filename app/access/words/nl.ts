/** The words of signing in to the lead desk in Dutch (Belgian Dutch, « u »): the desk's name, the sign-in and enrolment pages, the operator's passkeys. */
import type { AccessWords } from "./en";

export const nl: AccessWords = {
  title: "Leaddesk",
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
