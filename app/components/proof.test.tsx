// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { CaseProof, Platform, TeamMember } from "~/content/proof";
import { caseProof, platforms, team } from "~/content/proof";
import About, { loader as aboutLoader } from "~/routes/about";
import Home, { loader as homeLoader } from "~/routes/home";
import Projects, { loader as projectsLoader } from "~/routes/projects";
import { CaseProofBlock, PlatformRow, TeamStrip } from "./proof";

afterEach(cleanup);

/** Test data only: obviously not the agency's (the real lists stay empty until it supplies them). */
const sample: CaseProof = {
  results: [
    {
      value: "12",
      unit: { en: "%", fr: "%", nl: "%" },
      label: { en: "sample figure", fr: "chiffre d’exemple", nl: "voorbeeldcijfer" },
      period: { en: "over a sample period", fr: "sur une période d’exemple", nl: "over een voorbeeldperiode" },
    },
  ],
  quote: {
    text: { en: "Sample words.", fr: "Mots d’exemple.", nl: "Voorbeeldwoorden." },
    name: "Sample Person",
    role: { en: "Sample role", fr: "Rôle d’exemple", nl: "Voorbeeldrol" },
  },
  platforms: ["Sample CRM"],
};
const sampleTeam: TeamMember[] = [
  {
    name: "Sample One",
    role: { en: "Sample role", fr: "Rôle d’exemple", nl: "Voorbeeldrol" },
    photo: { src: "/team/sample.jpg", alt: { en: "Sample One", fr: "Sample One", nl: "Sample One" } },
  },
  { name: "Sample Two", role: { en: "Other role", fr: "Autre rôle", nl: "Andere rol" } },
];
const samplePlatforms: Platform[] = [{ name: "Sample CRM" }, { name: "Sample Mail", logo: "/platforms/sample.svg" }];
const labels = { results: "Results", platforms: "Platforms used", quote: "In the client’s words" };

describe("proof, once the agency supplies it", () => {
  it("a case study shows its results (figure, unit, what and when), the client's words with name and role, and the platforms", () => {
    render(
      <article>
        <CaseProofBlock
          proof={sample}
          locale="fr"
          labels={{ results: "Résultats", platforms: "Plateformes utilisées", quote: "Selon le client" }}
        />
      </article>,
    );
    expect(screen.getByRole("heading", { name: "Résultats" })).toBeTruthy();
    const figure = screen.getByRole("definition");
    expect(figure.textContent).toBe("12%");
    expect(screen.getByRole("term").textContent).toBe("chiffre d’exemple, sur une période d’exemple");
    expect(screen.getByRole("blockquote").textContent).toBe("Mots d’exemple.");
    expect(screen.getByText("Sample Person").parentElement?.textContent).toContain("Rôle d’exemple");
    const used = screen.getByRole("heading", { name: "Plateformes utilisées" }).nextElementSibling as HTMLElement;
    expect(
      within(used)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Sample CRM"]);
  });

  it("the team strip: names, roles, a photo only where there is one", () => {
    render(<TeamStrip members={sampleTeam} locale="en" title="The team" />);
    expect(screen.getByRole("heading", { level: 2, name: "The team" })).toBeTruthy();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Sample One"]);
    expect(screen.getByText("Other role")).toBeTruthy();
  });

  it("the team strip: an uploaded photo's 64 px circle is positioned on its focal point", () => {
    const image = { id: "0123456789abcdef01234567", width: 600, height: 900, widths: [480], focal: { x: 30, y: 10 } };
    const alt = { en: "Sample Three", fr: "Sample Three", nl: "Sample Three" };
    render(
      <TeamStrip members={[{ name: "Sample Three", role: sampleTeam[1]!.role, picture: { image, alt } }]} locale="en" title="The team" />,
    );
    expect(screen.getByRole("img", { name: "Sample Three" }).getAttribute("class")).toContain("focal fx-30 fy-10");
  });

  it("the home row of platforms: a supplied mark, else the name", () => {
    render(<PlatformRow items={samplePlatforms} title="Platforms we work with" />);
    expect(screen.getByRole("heading", { name: "Platforms we work with" })).toBeTruthy();
    expect(screen.getByText("Sample CRM")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Sample Mail" }).getAttribute("src")).toBe("/platforms/sample.svg");
  });

  it("each part alone: a quote without results or platforms shows no empty heading", () => {
    render(<CaseProofBlock proof={{ results: [], platforms: [], quote: sample.quote }} locale="en" labels={labels} />);
    expect(screen.queryAllByRole("heading")).toEqual([]);
    expect(screen.queryAllByRole("list")).toEqual([]);
    expect(screen.getByRole("blockquote").textContent).toBe("Sample words.");
  });

  it("empty, each renders nothing at all", () => {
    const { container } = render(
      <>
        <CaseProofBlock proof={{ results: [], platforms: [] }} locale="en" labels={labels} />
        <CaseProofBlock proof={undefined} locale="en" labels={labels} />
        <TeamStrip members={[]} locale="en" title="The team" />
        <PlatformRow items={[]} title="Platforms we work with" />
      </>,
    );
    expect(container.innerHTML).toBe("");
  });
});

/** Until the agency fills app/content/proof.ts (then the tests above cover what shows). */
const nothingSupplied =
  team.length === 0 &&
  platforms.length === 0 &&
  Object.values(caseProof).every((p) => p.results.length === 0 && p.platforms.length === 0 && !p.quote);

describe.runIf(nothingSupplied)("the real pages while the agency has supplied nothing", () => {
  function page(path: string, Component: () => React.ReactNode) {
    // Each page reads its content from its loader (the seed, with no server content).
    const loader = Component === Projects ? projectsLoader : Component === About ? aboutLoader : homeLoader;
    const Stub = createRoutesStub([{ path, Component, loader }], new RouterContextProvider());
    render(<Stub initialEntries={[path]} />);
  }

  it.each([
    ["/projects", Projects, ["Results", "Platforms used"]],
    ["/fr/projets", Projects, ["Résultats", "Plateformes utilisées"]],
    ["/about", About, ["The team"]],
    ["/fr/a-propos", About, ["L’équipe"]],
    ["/", Home, ["Platforms we work with", "In our clients’ words"]],
    ["/fr/", Home, ["Les plateformes avec lesquelles nous travaillons", "Selon nos clients"]],
  ] as const)("%s shows no proof heading, quote or empty list", async (path, Component, headings) => {
    page(path, Component);
    // The page is there once its loader answered and its h1 is rendered. A cheap query, waited on
    // up to the test's own timeout: `findAllByRole`'s default second, each try a role query over the
    // whole page, ran out on a busy machine (5 of these 6 failed at load 15).
    await waitFor(() => expect(document.querySelector("h1")).not.toBeNull(), { timeout: 25_000 });
    // Every heading element, hidden or not: stricter than the accessible headings, and no role query.
    const names = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")].map((h) => h.textContent);
    for (const heading of headings) expect(names).not.toContain(heading);
    expect(document.querySelectorAll("blockquote, #team, #platforms, #quotes, ul:empty, dl:empty")).toHaveLength(0);
  });
});
