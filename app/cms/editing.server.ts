/**
 * What a content route works with: the content engine from the load context and the operator the
 * desk's gate signed in (content pages live under /desk and share its sign-in).
 */
import { data, type RouterContextProvider } from "react-router";
import type { Session } from "~/storage/operators/desk-sessions-store.server";
import { signedIn } from "~/desk/guard.server";
import type { CmsService } from "./cms.server";
import { cmsContext } from "./context";

/** The content engine and the signed-in operator, on a content route behind the desk's gate. */
export function editing(context: Readonly<RouterContextProvider>): { cms: CmsService; session: Session } {
  const { session } = signedIn(context);
  const cms = context.get(cmsContext);
  if (!cms) throw data("The content engine is not available", { status: 503 });
  return { cms, session };
}
