/** An article's body as its Markdown renders (markdown-it, raw HTML off), laid out for reading. */
const bodyClass = [
  "max-w-3xl text-lg text-ink",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:mt-4 [&_h4]:font-bold",
  "[&_a]:font-semibold [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2",
  "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-line-strong [&_blockquote]:pl-4 [&_blockquote]:text-muted",
  "[&_code]:rounded [&_code]:bg-hover [&_code]:px-1 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-hover [&_pre]:p-4",
].join(" ");

export function ArticleBody({ html }: { html: string }) {
  // The HTML comes from markdown-it with raw HTML off and links limited (app/publishing/markdown.ts).
  return <div className={bodyClass} dangerouslySetInnerHTML={{ __html: html }} />;
}
