import type { Route } from "./+types/contact";
import { handleContactAction } from "~/contact/contact.server";
import { ContactPage, contactClientAction } from "~/contact/contact-page";
import { en as form } from "~/contact/copy/en";
import { contact as page } from "~/content/en/contact";
import { pageMeta } from "~/i18n/meta";
import type { RouteHandle } from "~/root";

/**
 * The contact page in English: one route module per language, so that the
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
