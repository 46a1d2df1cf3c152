import type { Route } from "./+types/contact.fr";
import { handleContactAction } from "~/contact/contact.server";
import { ContactPage, contactClientAction } from "~/contact/contact-page";
import { fr as form } from "~/contact/copy/fr";
import { contact as page } from "~/content/fr/contact";
import { pageMeta } from "~/i18n/meta";
import type { RouteHandle } from "~/root";

/**
 * The contact page in French (and its aliases): one route module per language, so that the
 * page's script (it hydrates) carries only its own language's words.
 */
export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, page.meta);

/** The form validates as you type and sends without leaving the page: this page hydrates. */
export const handle = { hydrate: true } satisfies RouteHandle;

export async function action({ request, context }: Route.ActionArgs) {
  return handleContactAction(request, context);
}

export const clientAction = (args: Route.ClientActionArgs) => contactClientAction(args);

export default function Contact() {
  return <ContactPage page={page} form={form} />;
}
