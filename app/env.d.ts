/** Public origin baked in at build time (vite.config.ts `define`). */
declare const __SITE_URL__: string;

/** The islands' scripts, as the client build wrote them (scripts/islands.ts); empty in development. */
declare module "virtual:islands" {
  interface IslandScript {
    /** The script's address (/assets/…) and its Subresource Integrity. */
    src: string;
    integrity: string;
    /** The stylesheets it links when it runs, with their integrity. */
    styles: { src: string; integrity: string }[];
  }
  export const islands: Partial<Record<string, IslandScript>>;
}
