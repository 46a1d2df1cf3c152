import { describe, expect, it } from "vitest";
import { parseFilter } from "./lead-filter";

describe("the desk's date filters", () => {
  it("clamps a date outside the years a lead can have to the nearest sane day, so `to=9999-12-31` still finds every lead", () => {
    expect(parseFilter(new URLSearchParams("to=9999-12-31"))).toEqual({ to: "2099-12-31" });
    expect(parseFilter(new URLSearchParams("from=0001-01-01"))).toEqual({ from: "2000-01-01" });
    expect(parseFilter(new URLSearchParams("from=2026-03-01&to=2026-03-31"))).toEqual({ from: "2026-03-01", to: "2026-03-31" });
  });

  it("ignores a day that does not exist", () => {
    expect(parseFilter(new URLSearchParams("from=2026-13-01&to=2026-02-30"))).toEqual({});
  });
});
