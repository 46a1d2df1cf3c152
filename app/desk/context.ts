import { createContext } from "react-router";
import type { DeskService } from "./desk.server";

/** The lead desk, created once by the server (null while prerendering). */
export const deskContext = createContext<DeskService | null>(null);

/** The lead desk's part of the per-request context (app/context.ts composes the parts). */
export const deskPart = { desk: deskContext };
