import { describe, expect, it } from "vitest";
import { badRequestTarget } from "./request-target";

describe("request targets the server answers", () => {
  it("accepts paths and hosts as sent by browsers and proxies", () => {
    for (const [url, host] of [
      ["/", "localhost:3000"],
      ["/fr/contact?x=1", "www.example.be"],
      ["/", "[::1]:3000"],
      ["/", "127.0.0.1"],
      ["http://www.example.be/", "www.example.be"],
      ["/", undefined],
    ] as const) {
      expect(badRequestTarget(url, host), `${url} ${host}`).toBeUndefined();
    }
  });
  it("refuses OPTIONS * and a Host that is not a host", () => {
    expect(badRequestTarget("*", "localhost")).toMatch(/target/);
    for (const host of ["a b", "evil/x", "x@y", "[::1", "", "a:b:c", "host\tname"]) {
      expect(badRequestTarget("/", host), host).toMatch(/Host/);
    }
  });
});
