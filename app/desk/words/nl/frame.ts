/** The lead desk's frame in Dutch (Belgian Dutch, « u »): the skip link, the navigation, the signature page. */
import type { FramePart } from "../en/frame";

export const framePart: FramePart = {
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
};
