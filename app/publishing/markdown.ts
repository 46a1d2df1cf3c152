/**
 * An article's body: Markdown without raw HTML, rendered by markdown-it (loaded on first use, so
 * a server that shows no article never loads it). What the desk refuses, rather than escapes:
 * raw HTML, images (not supported yet), and a link anywhere but https:, mailto: or a path of
 * this site (javascript:, data:, http:, a protocol-relative or a relative link).
 */
export type MarkdownProblem = "html" | "image" | "link";

/** The links an article may carry: https:, mailto:, or a path of this site ("/…", not "//…"). */
export function allowedLink(href: string): boolean {
  if (/[\s\\]/.test(href)) return false;
  if (/^mailto:[^/]/i.test(href)) return true;
  if (/^\/(?!\/)/.test(href)) return true;
  if (!/^https:\/\//i.test(href)) return false;
  return URL.canParse(href) && new URL(href).protocol === "https:";
}

async function load() {
  const { default: markdownIt } = await import("markdown-it");
  // The checker sees raw HTML as HTML tokens and every link as a link, whatever its scheme.
  const checker = markdownIt({ html: true, linkify: false });
  checker.validateLink = () => true;
  // The renderer: HTML off, only allowed links become links, the page's h1 is the title.
  const renderer = markdownIt({ html: false, linkify: false, typographer: false });
  renderer.validateLink = allowedLink;
  // A "# heading" in the body would be a second h1 on the page: it is an h2 like "## heading".
  for (const rule of ["heading_open", "heading_close"] as const)
    renderer.renderer.rules[rule] = (tokens, i, options, _env, self) => {
      const token = tokens[i]!;
      if (token.tag === "h1") token.tag = "h2";
      return self.renderToken(tokens, i, options);
    };
  return { checker, renderer };
}

let parsers: ReturnType<typeof load> | undefined;

function markdown() {
  return (parsers ??= load());
}

type Token = ReturnType<Awaited<ReturnType<typeof load>>["checker"]["parse"]>[number];

function problemIn(tokens: readonly Token[]): MarkdownProblem | undefined {
  for (const token of tokens) {
    if (token.type === "html_block" || token.type === "html_inline") return "html";
    if (token.type === "image") return "image";
    if (token.type === "link_open" && !allowedLink(String(token.attrGet("href") ?? ""))) return "link";
    const inner = token.children ? problemIn(token.children) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** What the desk refuses in a body, or undefined when it can be stored. */
export async function markdownProblem(body: string): Promise<MarkdownProblem | undefined> {
  const { checker } = await markdown();
  return problemIn(checker.parse(body, {}));
}

/** The body as HTML (raw HTML escaped, not passed: a stored body had none). */
export async function renderMarkdown(body: string): Promise<string> {
  const { renderer } = await markdown();
  return renderer.render(body);
}
