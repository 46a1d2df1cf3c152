/** The element the contact form's island hydrates, and the JSON block carrying the page's answer to a post. */
export const islandRootId = "contact-form-island";
export const islandStateId = "contact-form-answer";
