/** An upload's bounds, importable anywhere (the server's body limit, the desk's words, processing). */
export const uploadLimits = { bytes: 8 * 1024 * 1024, pixels: 40_000_000 } as const;

/** The largest desk post that carries an upload: the file at its bound and room for the form's text. */
export const maxUploadBodyBytes = uploadLimits.bytes + 4 * 1024 * 1024;

/** Whether a post carries an upload: a multipart post to a desk page that takes images. */
export function isUploadPost(path: string, contentType: string | undefined): boolean {
  return /^\/desk\/content(\/|$)/.test(path) && (contentType ?? "").toLowerCase().startsWith("multipart/form-data");
}
