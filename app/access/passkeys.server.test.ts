import { describe, expect, it } from "vitest";
import { clientKey } from "~/contact/intake.server";
import { defaultLogger } from "~/platform/log.server";
import { relyingParty, signIn, signInGlobalLimitPerMinute, signInOptions } from "./passkeys.server";

describe("the global bound on failed sign-ins", () => {
  const unreachable = () => {
    let asked = 0;
    const rp = relyingParty({
      db: async () => {
        asked++;
        throw new Error("the database is reached");
      },
      origin: "https://desk.agency.test",
      rpId: "desk.agency.test",
      rpName: "Lead desk",
      logger: defaultLogger(),
    });
    // Failures from many /64s, each under its own limit of 10.
    for (let i = 0; i < signInGlobalLimitPerMinute; i++) rp.allFailures.add("all");
    return { rp, asked: () => asked };
  };
  const tooMany = { ok: false, status: 429, error: "too-many" };

  it("past the failures of a minute from everywhere, a client that already failed is refused before any database work", async () => {
    const { rp, asked } = unreachable();
    rp.failures.add(`client:${clientKey("2001:db8:ffff:1::1")}`);
    expect(await signInOptions(rp, "2001:db8:ffff:1::1")).toEqual({ error: "too-many", status: 429 });
    expect(await signIn(rp, "2001:db8:ffff:1::2", "challenge", { id: "x" } as never)).toEqual(tooMany);
    expect(asked()).toBe(0);
  });

  it("past it, a client with no failures naming no passkey is refused before any database work", async () => {
    const { rp, asked } = unreachable();
    expect(await signIn(rp, "2001:db8:ffff:2::1", "challenge", {} as never)).toEqual(tooMany);
    expect(asked()).toBe(0);
  });

  it("past it, a client with no failures still gets a challenge, and the passkey it names is looked up: it may be the operator's", async () => {
    const { rp, asked } = unreachable();
    await expect(signInOptions(rp, "2001:db8:ffff:3::1")).rejects.toThrow("the database is reached");
    await expect(signIn(rp, "2001:db8:ffff:3::1", "challenge", { id: "x" } as never)).rejects.toThrow("the database is reached");
    expect(asked()).toBe(2);
  });
});
