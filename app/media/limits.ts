import type { Locale } from "~/i18n/locale";

/** An upload's bounds, importable anywhere (the server's body limit, the desk's words, processing). */
export const uploadLimits = { bytes: 8 * 1024 * 1024, pixels: 40_000_000 } as const;

/** The largest desk post that carries an upload: the file at its bound and room for the form's text. */
export const maxUploadBodyBytes = uploadLimits.bytes + 4 * 1024 * 1024;

/** Whether a post carries an upload: a multipart post to a desk page that takes images. */
export function isUploadPost(path: string, contentType: string | undefined): boolean {
  return /^\/desk\/content(\/|$)/.test(path) && (contentType ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** The page a post with a file over the post's bound gets (the server answers it before any route). */
export const uploadTooLargeWords: Record<Locale, () => [title: string, text: string, back: string]> = {
  en: () => [
    "File too large",
    "This file is too large for the lead desk: an image holds at most 8 MB. Go back and choose a smaller file; nothing was saved.",
    "Back to the inbox",
  ],
  fr: () => [
    "Fichier trop lourd",
    "Ce fichier est trop lourd pour le bureau des demandes\u00a0: une image pèse au plus 8\u00a0Mo. Revenez en arrière et choisissez un fichier plus petit\u00a0; rien n’a été enregistré.",
    "Retour aux demandes",
  ],
  nl: () => [
    "Bestand te groot",
    "Dit bestand is te groot voor de leaddesk: een afbeelding is hoogstens 8 MB. Ga terug en kies een kleiner bestand; er werd niets opgeslagen.",
    "Terug naar de aanvragen",
  ],
};
