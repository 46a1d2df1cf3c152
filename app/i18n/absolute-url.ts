/** A site path as an absolute URL on the public origin the build was made for (SITE_URL). */
export function absoluteUrl(path: string): string {
  return `${__SITE_URL__}${path}`;
}
