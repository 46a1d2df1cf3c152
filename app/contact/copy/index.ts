import { en } from "./en";
import { fr } from "./fr";
import { nl } from "./nl";

/**
 * The contact form's texts in every language, for the server (its validation messages) and the
 * tests. The page itself imports only its own language's module (routes/contact*.tsx).
 */
export const contactCopy = { en, fr, nl } as const;
