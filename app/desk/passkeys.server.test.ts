import { describe, expect, it } from "vitest";
import { defaultLogger } from "~/platform/log.server";
import { relyingParty, signIn, signInGlobalLimitPerMinute, signInOptions } from "./passkeys.server";

describe("the global bound on failed sign-ins", () => {
  it("past the failures of a minute from everywhere, a client never seen is refused before any database work", async () => {
    let asked = 0;
    const rp = relyingParty({
      db: async () => {
        asked++;
        throw new Error("the database is not reached when the bound holds");
      },
      origin: "https://desk.agency.test",
      rpId: "desk.agency.test",
      rpName: "Lead desk",
      logger: defaultLogger(),
    });
    // Failures from many /64s, each under its own limit of 10.
    for (let i = 0; i < signInGlobalLimitPerMinute; i++) rp.allFailures.add("all");
    expect(await signInOptions(rp, "2001:db8:ffff:1::1")).toEqual({ error: "too-many", status: 429 });
    expect(await signIn(rp, "2001:db8:ffff:2::1", "challenge", { id: "x" } as never)).toEqual({
      ok: false,
      status: 429,
      error: "too-many",
    });
    expect(asked).toBe(0);
  });
});
