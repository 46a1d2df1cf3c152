/** Public origin baked in at build time (vite.config.ts `define`). */
declare const __SITE_URL__: string;

/** The islands' scripts, as the client build wrote them (scripts/islands.ts); empty in development. */
declare module "virtual:islands" {
  interface IslandScript {
    /** The script's address (/assets/…) and its Subresource Integrity. */
    src: string;
    integrity: string;
    /** The chunks it imports, all the way down, to preload with their integrity. */
    imports: { src: string; integrity: string }[];
  }
  export const islands: Partial<Record<string, IslandScript>>;
}
