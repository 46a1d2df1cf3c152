import { createContext } from "react-router";
import type { ContactService } from "./intake.server";

/** The contact pipeline, created once by the server (null while prerendering). */
export const contactContext = createContext<ContactService | null>(null);

/** The contact form's part of the per-request context (app/context.ts composes the parts). */
export const contactPart = { contact: contactContext };
