/** Public origin baked in at build time (vite.config.ts `define`). */
declare const __SITE_URL__: string;
