// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

afterEach(cleanup);

function Broken(): never {
  throw new Error("The projects list could not be read");
}

function renderBroken(path: string) {
  const Stub = createRoutesStub([{ path, Component: Broken, ErrorBoundary: ErrorBoundary as never }]);
  render(<Stub initialEntries={[path]} />);
}

describe("the error screen", () => {
  it("shows 'Unexpected Application Error!' with the error's message, inside the site's shell", async () => {
    renderBroken("/projects");
    // Up to the test's own timeout, not findByRole's default second (each try a role query: slow on a busy machine).
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }, { timeout: 25_000 })).toBeTruthy();
    expect(screen.getByText("The projects list could not be read")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /home/ }).length).toBeGreaterThan(0);
  });

  it("speaks French under /fr/, like the rest of the page", async () => {
    renderBroken("/fr/projets");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Erreur inattendue de l\u2019application\u00a0!" }, { timeout: 25_000 }),
    ).toBeTruthy();
    expect(screen.getByText("The projects list could not be read")).toBeTruthy();
    // The way out stays: the header's home link and the French navigation.
    expect(screen.getAllByRole("link", { name: /accueil/ }).length).toBeGreaterThan(0);
    expect(screen.queryByText("Unexpected Application Error!")).toBeNull();
  });
});
