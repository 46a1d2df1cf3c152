/** The desk's words for images (the image field and its refusals), in each language of the desk. */
import type { Locale } from "~/i18n/locale";
import type { MediaRefusal } from "./media.server";

export interface MediaWords {
  legend: string;
  current: string;
  file: string;
  hint: string;
  remove: string;
  focalAcross: string;
  focalDown: string;
  focalHint: string;
  alt: (language: string) => string;
  refusals: Record<MediaRefusal, string>;
}

export const mediaWords: Record<Locale, MediaWords> = {
  en: {
    legend: "Image",
    current: "The image now set:",
    file: "Choose an image",
    hint: "JPEG, PNG, WebP, AVIF or GIF, at most 8 MB and 40 million pixels. It is resized for the pages; its metadata (camera, place) is removed.",
    remove: "Remove the image",
    focalAcross: "Focal point: across (%)",
    focalDown: "Focal point: down (%)",
    focalHint:
      "Where the subject is, from 0 (left, top) to 100 (right, bottom); 50 and 50 is the centre. Every crop keeps it in view (the link preview, the team photo). Clicking the image sets it.",
    alt: (language) => `What the image shows, in ${language} (for people who cannot see it)`,
    refusals: {
      "too-large": "The image is larger than 8 MB: choose a smaller file.",
      "not-image": "This file is not an image the site can show (JPEG, PNG, WebP, AVIF or GIF).",
      "too-many-pixels": "The image has more than 40 million pixels: choose a smaller one.",
      "too-many-today": "100 images were uploaded in the last 24 hours: try again tomorrow.",
      "unknown-image": "The image this form named no longer exists: choose it again.",
      "bad-focal-point": "The focal point is two whole numbers from 0 to 100 (across, down).",
    },
  },
  fr: {
    legend: "Image",
    current: "L’image actuelle\u00a0:",
    file: "Choisir une image",
    hint: "JPEG, PNG, WebP, AVIF ou GIF, 8\u00a0Mo et 40\u00a0millions de pixels au plus. Elle est redimensionnée pour les pages\u00a0; ses métadonnées (appareil, lieu) sont retirées.",
    remove: "Retirer l’image",
    focalAcross: "Point focal\u00a0: horizontal (%)",
    focalDown: "Point focal\u00a0: vertical (%)",
    focalHint:
      "Où se trouve le sujet, de 0 (gauche, haut) à 100 (droite, bas)\u00a0; 50 et 50, c’est le centre. Chaque recadrage le garde en vue (l’aperçu des liens, la photo de l’équipe). Un clic sur l’image le règle.",
    alt: (language) => `Ce que montre l’image, en ${language.toLowerCase()} (pour qui ne la voit pas)`,
    refusals: {
      "too-large": "L’image dépasse 8\u00a0Mo\u00a0: choisissez un fichier plus petit.",
      "not-image": "Ce fichier n’est pas une image que le site peut afficher (JPEG, PNG, WebP, AVIF ou GIF).",
      "too-many-pixels": "L’image compte plus de 40\u00a0millions de pixels\u00a0: choisissez-en une plus petite.",
      "too-many-today": "100\u00a0images ont été envoyées ces dernières 24\u00a0heures\u00a0: réessayez demain.",
      "unknown-image": "L’image indiquée par ce formulaire n’existe plus\u00a0: choisissez-la à nouveau.",
      "bad-focal-point": "Le point focal, ce sont deux nombres entiers de 0 à 100 (horizontal, vertical).",
    },
  },
  nl: {
    legend: "Afbeelding",
    current: "De huidige afbeelding:",
    file: "Kies een afbeelding",
    hint: "JPEG, PNG, WebP, AVIF of GIF, hoogstens 8 MB en 40 miljoen pixels. Ze wordt geschaald voor de pagina’s; haar metadata (toestel, plaats) worden verwijderd.",
    remove: "Verwijder de afbeelding",
    focalAcross: "Brandpunt: horizontaal (%)",
    focalDown: "Brandpunt: verticaal (%)",
    focalHint:
      "Waar het onderwerp staat, van 0 (links, boven) tot 100 (rechts, onder); 50 en 50 is het midden. Elke uitsnede houdt het in beeld (de linkvoorvertoning, de teamfoto). Klik op de afbeelding om het in te stellen.",
    alt: (language) => `Wat de afbeelding toont, in het ${language} (voor wie ze niet ziet)`,
    refusals: {
      "too-large": "De afbeelding is groter dan 8 MB: kies een kleiner bestand.",
      "not-image": "Dit bestand is geen afbeelding die de site kan tonen (JPEG, PNG, WebP, AVIF of GIF).",
      "too-many-pixels": "De afbeelding telt meer dan 40 miljoen pixels: kies een kleinere.",
      "too-many-today": "Er werden de voorbije 24 uur 100 afbeeldingen opgeladen: probeer het morgen opnieuw.",
      "unknown-image": "De afbeelding die dit formulier noemde, bestaat niet meer: kies ze opnieuw.",
      "bad-focal-point": "Het brandpunt bestaat uit twee gehele getallen van 0 tot 100 (horizontaal, verticaal).",
    },
  },
};

export function mediaWordsFor(lang: string): MediaWords {
  return mediaWords[lang === "fr" || lang === "nl" ? lang : "en"];
}
