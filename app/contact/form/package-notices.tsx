import { XIcon } from "~/components/ui/stroke-icons";
import { useContactCopy, useFormLocale, useFormPaths } from "./copy-context";
import { formSectionId, packageAnchor, packageIds, packageParam, packageTitle, type PackageId } from "~/content/packages";

// The remove control never breaks its word ("Verwijdere/n" at 320 px): the chip wraps it to the next line instead.
const removeClass =
  "inline-flex shrink-0 whitespace-nowrap min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-medium text-accent underline underline-offset-4";

/**
 * The package the request is about, sent with it and removable. Before hydration (`targetNotices`)
 * every package's notice is in the page, hidden, and CSS shows the one an anchor targets.
 */
export function PackageNotices({
  chosen,
  targetNotices,
  hydrated,
  onRemove,
}: {
  chosen: PackageId | null;
  targetNotices: boolean;
  hydrated: boolean;
  onRemove: () => void;
}) {
  const locale = useFormLocale();
  const t = useContactCopy();
  // The form without the package: a page address without `?package=`.
  const withoutPackage = `${useFormPaths().contact}#${formSectionId}`;
  const title = (option: PackageId) => (
    <p className="text-ink">
      <span className="font-semibold">{t.package.label}</span>
      {locale === "fr" ? "\u00a0: " : ": "}
      <span data-testid="chosen-package">{packageTitle(option, locale)}</span>
    </p>
  );
  const label = (option: PackageId) => t.package.removeLabel.replace("{name}", packageTitle(option, locale));
  const removeLink = (option: PackageId) => (
    <a href={withoutPackage} aria-label={label(option)} className={removeClass}>
      <XIcon className="size-4" />
      {t.package.remove}
    </a>
  );
  return (
    <>
      {targetNotices
        ? packageIds.map((option) => (
            <div
              key={option}
              id={packageAnchor(option)}
              className="hidden flex-wrap items-center justify-between gap-x-3 rounded-lg border border-line bg-tint px-4 py-2 target:flex"
            >
              {title(option)}
              {removeLink(option)}
            </div>
          ))
        : null}
      {chosen ? (
        <div className="flex flex-wrap items-center justify-between gap-x-3 rounded-lg border border-line bg-tint px-4 py-2">
          {title(chosen)}
          <input type="hidden" name={packageParam} value={chosen} />
          {hydrated ? (
            <button type="button" onClick={onRemove} aria-label={label(chosen)} className={removeClass}>
              <XIcon className="size-4" />
              {t.package.remove}
            </button>
          ) : (
            removeLink(chosen)
          )}
        </div>
      ) : null}
    </>
  );
}
