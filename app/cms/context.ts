import { createContext } from "react-router";
import type { CmsService } from "./cms.server";

/** The content engine, created once by the server (null while prerendering). */
export const cmsContext = createContext<CmsService | null>(null);

/** The content engine's part of the per-request context (server/load-context.ts composes the parts). */
export const cmsPart = { cms: cmsContext };
