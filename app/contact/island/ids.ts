import type { ContactActionData } from "../action-data";
import type { FormPaths } from "../form/copy-context";

/** The element the contact form's island hydrates, and the JSON block of what it is rendered with. */
export const islandRootId = "contact-form-island";
export const islandStateId = "contact-form-state";

/** What the server rendered the form with, beside its texts (which the island's script carries). */
export interface IslandState {
  paths: FormPaths;
  /** Stylesheets the island links when it runs (the notices' own: not needed before a send). */
  styles: { src: string; integrity: string }[];
  /** The page's answer to a post without JavaScript, when the page is one. */
  pageAnswer?: ContactActionData;
}
