/** The public origin, without a trailing slash. Shared by the build and the server. */
export function siteUrl(value: string | undefined): string {
  const raw = value?.trim() || "http://localhost:3000";
  return new URL(raw).origin;
}
