// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

afterEach(cleanup);

function Broken(): never {
  throw new Error("The projects list could not be read");
}

describe("the error screen", () => {
  it("shows 'Unexpected Application Error!' with the error's message, inside the site's shell", async () => {
    const Stub = createRoutesStub([
      { path: "/fr/projets", Component: Broken, ErrorBoundary: ErrorBoundary as never },
    ]);
    render(<Stub initialEntries={["/fr/projets"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("The projects list could not be read")).toBeTruthy();
    // The way out stays: the header's home link and the French navigation.
    expect(screen.getAllByRole("link", { name: /accueil/ }).length).toBeGreaterThan(0);
  });
});
