import { useNonce } from "~/nonce";

/**
 * A script written into the page. Its text is fixed per page at build time, so the build can hash
 * it into the page's Content-Security-Policy; a server-rendered response gives it the request's
 * nonce instead. Browsers run it during parsing: content pages need no framework for it.
 */
export function InlineScript({ code, type }: { code: string; type?: string }) {
  const nonce = useNonce();
  return (
    <script
      type={type}
      nonce={nonce}
      // A hydrated page keeps the server's text: the client bundle may print the same code differently.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}

/**
 * The source of a self-contained browser function called with JSON arguments. The function must use
 * nothing from its module: only its text reaches the page.
 */
export function callScript<A extends unknown[]>(fn: (...args: A) => void, ...args: A): string {
  return `(${fn.toString()})(${args.map((arg) => JSON.stringify(arg)).join(",")});`;
}
