import { createContext } from "react-router";
import type { AccessService } from "./access.server";

/** Operators' access (sessions, passkeys), created once by the server (null while prerendering). */
export const accessContext = createContext<AccessService | null>(null);

/** Access's part of the per-request context (server/load-context.ts composes the parts). */
export const accessPart = { access: accessContext };
