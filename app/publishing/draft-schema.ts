/**
 * What every collection's draft shares (case studies, articles): its shared fields and the
 * languages written so far, and the rule that an image needs what it shows in each of them.
 */
import * as v from "valibot";
import { requireAlts } from "~/content/image";

/** A draft as stored: the shared fields and a text per language written. */
export function draftObject<S extends v.GenericSchema, T extends v.GenericSchema>(shared: S, text: T) {
  return v.object({ shared, texts: v.object({ en: v.optional(text), fr: v.optional(text), nl: v.optional(text) }) });
}

/** An image needs what it shows in each language written: said at that language's field. */
export function altsWritten<D extends { shared: object; texts: Partial<Record<string, object | undefined>> }>() {
  return v.rawCheck<D>(({ dataset, addIssue }) => {
    if (dataset.typed) requireAlts(dataset.value, "image", "imageAlt", addIssue);
  });
}
