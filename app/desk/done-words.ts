/**
 * The banner after "Send reply" (issue 36), as after the lead page's other actions: what was done,
 * then "Next lead to answer →" (the link's words are the inbox's).
 */
export const replySentWords: Record<"en" | "fr" | "nl", (email: string) => string> = {
  en: (email) => `Reply sent to ${email} · marked as replied ·`,
  fr: (email) => `Réponse envoyée à ${email} · statut\u00a0: répondu ·`,
  nl: (email) => `Antwoord verstuurd naar ${email} · gemarkeerd als beantwoord ·`,
};

/** The banner's words in a desk language ("en" for one this module does not know). */
export function replySent(language: string, email: string): string {
  return (language === "fr" || language === "nl" ? replySentWords[language] : replySentWords.en)(email);
}
