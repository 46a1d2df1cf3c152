import type { Route } from "./+types/contact.nl";
import { handleContactAction } from "~/contact/contact.server";
import { ContactPage } from "~/contact/contact-page";
import { nl as form } from "~/contact/copy/nl";
import { contact as page } from "~/content/nl/contact";
import { pageMeta } from "~/seo/meta";

/**
 * The contact page in Dutch: one route module per language. The page does not hydrate:
 * its form is an island with its own script in this language (~/contact/island).
 */
export const meta: Route.MetaFunction = ({ location }) => pageMeta(location.pathname, page.meta);

/** A post without JavaScript: the page answers with the confirmation or the field messages. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleContactAction(request, context);
}

export default function Contact({ actionData }: Route.ComponentProps) {
  return <ContactPage page={page} form={form} pageAnswer={actionData} />;
}
