import { describe, expect, it } from "vitest";
import { allowedLink, markdownProblem, renderMarkdown } from "./markdown";

describe("an article's Markdown", () => {
  it("allows only https:, mailto: and this site's paths as links", () => {
    for (const ok of ["https://example.org/a?b#c", "mailto:someone@example.org", "/projects", "/fr/analyses/x#y"])
      expect(allowedLink(ok), ok).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "JAVASCRIPT:x",
      "data:text/html,x",
      "http://example.org",
      "//evil.example",
      "/\\evil",
      "relative",
      "#top",
      "ftp://x",
      "https://",
      "vbscript:x",
      "java\nscript:x",
    ])
      expect(allowedLink(bad), bad).toBe(false);
  });

  it("finds raw HTML, images and hostile links, autolinks and reference links included", async () => {
    expect(await markdownProblem("Plain **text** and [a link](https://example.org).")).toBeUndefined();
    expect(await markdownProblem("<div>x</div>")).toBe("html");
    expect(await markdownProblem("a <!-- comment -->")).toBe("html");
    expect(await markdownProblem("![alt](/x.png)")).toBe("image");
    expect(await markdownProblem("<http://example.org>")).toBe("link");
    expect(await markdownProblem("[x][r]\n\n[r]: javascript:alert(1)")).toBe("link");
    expect(await markdownProblem("`<b>` in code is text")).toBeUndefined();
  });

  it("renders with HTML escaped and a top heading as h2", async () => {
    expect(await renderMarkdown("# Title\n\n<b>x</b>")).toBe("<h2>Title</h2>\n<p>&lt;b&gt;x&lt;/b&gt;</p>\n");
  });
});
