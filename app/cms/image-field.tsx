/**
 * The desk's image field, for any collection's form (the form posts multipart/form-data): the
 * image now set (kept unless replaced or removed), a file input, and what the image shows in each
 * language (required when an image is set). Read back by DeskMedia.fromForm (~/media/media.server).
 */
import { locales, type Locale } from "~/i18n/locale";
import { altMax, variantPath, type ImageRef } from "~/content/image";
import { inputClass } from "~/components/operator-ui";
import { callScript, InlineScript } from "~/components/inline-script";
import { imageFieldNames } from "~/media/field-names";
import type { MediaWords } from "~/media/media-words";

const labelClass = "block text-sm font-semibold text-ink";
const accept = "image/jpeg,image/png,image/webp,image/avif,image/gif";

export function ImageField({
  name,
  image,
  alts,
  altName,
  languages,
  w,
}: {
  name: string;
  image: ImageRef | undefined;
  /** What the image shows per language, when the field holds those inputs (else the collection's language fieldsets do). */
  alts?: Partial<Record<Locale, string>>;
  altName?: (l: Locale) => string;
  languages: Record<Locale, string>;
  w: MediaWords;
}) {
  const names = imageFieldNames(name);
  const small = image?.widths[0];
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-line-strong p-4">
      <legend className="px-2 font-bold text-ink">{w.legend}</legend>
      {image && small && (
        <div className="space-y-2">
          <p className="text-sm text-ink">{w.current}</p>
          <img
            id={`${name}-preview`}
            src={variantPath(image.id, small, "jpg")}
            width={small}
            height={Math.round((image.height * small) / image.width)}
            alt=""
            className="h-auto max-w-60 cursor-crosshair rounded border border-line"
          />
          <input type="hidden" name={names.current} value={image.id} />
          <label className="inline-flex min-h-11 items-center gap-2 text-ink">
            <input type="checkbox" name={names.remove} className="size-5" />
            {w.remove}
          </label>
        </div>
      )}
      <div>
        <label htmlFor={names.file} className={labelClass}>
          {w.file}
        </label>
        <input id={names.file} name={names.file} type="file" accept={accept} aria-describedby={`${name}-hint`} className="mt-1 text-ink" />
        <p id={`${name}-hint`} className="mt-1 text-sm text-muted">
          {w.hint}
        </p>
      </div>
      <FocalPointFields name={name} focal={image?.focal} w={w} />
      {/* After the inputs it fills: it runs as the page is parsed (the desk's forms do not hydrate). */}
      {image && small && <InlineScript code={callScript(focusOnClick, `${name}-preview`, names.focalX, names.focalY)} />}
      {altName && (
        <div className="grid gap-3 lg:grid-cols-3">
          {locales.map((l) => (
            <div key={l}>
              <label htmlFor={altName(l)} className={labelClass}>
                {w.alt(languages[l])}
              </label>
              <input
                id={altName(l)}
                name={altName(l)}
                lang={l === "en" ? "en" : l === "fr" ? "fr-BE" : "nl-BE"}
                defaultValue={alts?.[l] ?? ""}
                maxLength={altMax}
                className={`${inputClass} mt-1`}
              />
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** The focal point's two numbers (they work without JavaScript; a click on the preview sets them). */
function FocalPointFields({ name, focal, w }: { name: string; focal: { x: number; y: number } | undefined; w: MediaWords }) {
  const fields = imageFieldNames(name);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {(
        [
          [fields.focalX, w.focalAcross, focal?.x],
          [fields.focalY, w.focalDown, focal?.y],
        ] as const
      ).map(([field, label, value]) => (
        <div key={field}>
          <label htmlFor={field} className={labelClass}>
            {label}
          </label>
          <input
            id={field}
            name={field}
            type="number"
            min={0}
            max={100}
            step={1}
            inputMode="numeric"
            defaultValue={value ?? 50}
            aria-describedby={`${name}-focal-hint`}
            className={`${inputClass} mt-1`}
          />
        </div>
      ))}
      <p id={`${name}-focal-hint`} className="text-sm text-muted sm:col-span-2">
        {w.focalHint}
      </p>
    </div>
  );
}

/** In the browser: a click on the preview writes where it fell, in percent, into the two inputs. */
function focusOnClick(previewId: string, xId: string, yId: string) {
  const preview = document.getElementById(previewId);
  const x = document.getElementById(xId);
  const y = document.getElementById(yId);
  if (!preview || !(x instanceof HTMLInputElement) || !(y instanceof HTMLInputElement)) return;
  preview.addEventListener("click", (event) => {
    const box = preview.getBoundingClientRect();
    const at = (v: number) => String(Math.min(100, Math.max(0, Math.round(v * 100))));
    x.value = at((event.clientX - box.left) / box.width);
    y.value = at((event.clientY - box.top) / box.height);
  });
}
