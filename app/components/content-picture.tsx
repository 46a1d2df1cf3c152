/**
 * An uploaded image on a page (~/content/image.ts): AVIF and WebP sources, a JPEG fallback,
 * each at the widths made, with the image's own width and height (no layout shift).
 */
import { heightAt, imageFormats, variantPath, type ImageRef } from "~/content/image";

export function ContentPicture({
  image,
  alt,
  sizes,
  lazy,
  className,
}: {
  image: ImageRef;
  alt: string;
  /** How wide the image shows, for the browser to pick a width (`sizes`). */
  sizes: string;
  /** Below the fold: loaded when scrolled near. */
  lazy: boolean;
  className?: string;
}) {
  const srcSet = (ext: (typeof imageFormats)[number]["ext"]) =>
    image.widths.map((w) => `${variantPath(image.id, w, ext)} ${w}w`).join(", ");
  const largest = image.widths[image.widths.length - 1] ?? image.width;
  return (
    <picture>
      {imageFormats
        .filter((f) => f.ext !== "jpg")
        .map((f) => (
          <source key={f.ext} type={f.type} srcSet={srcSet(f.ext)} sizes={sizes} />
        ))}
      <img
        src={variantPath(image.id, largest, "jpg")}
        srcSet={srcSet("jpg")}
        sizes={sizes}
        width={largest}
        height={heightAt(image, largest)}
        alt={alt}
        loading={lazy ? "lazy" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

/** An entry's own image in its page (an article, a case study), in a frame of its own; nothing when the entry has none. */
export function EntryPicture({
  image,
  alt,
  sizes,
  lazy,
  frameClassName,
}: {
  image: ImageRef | null | undefined;
  alt: string | null | undefined;
  sizes: string;
  lazy: boolean;
  frameClassName: string;
}) {
  if (!image) return null;
  return (
    <div className={frameClassName}>
      <ContentPicture image={image} alt={alt ?? ""} sizes={sizes} lazy={lazy} className="h-auto w-full rounded-xl" />
    </div>
  );
}
