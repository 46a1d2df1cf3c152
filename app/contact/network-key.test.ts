import { describe, expect, it } from "vitest";
import { clientKey, networkKey } from "./intake.server";

describe("the network a receipt is bounded by", () => {
  it("is an IPv4 /24 and an IPv6 /48, wider than the rate limit's client", () => {
    expect(networkKey("198.51.100.7")).toBe(networkKey("198.51.100.250"));
    expect(networkKey("198.51.100.7")).not.toBe(networkKey("198.51.101.7"));
    expect(networkKey("::ffff:198.51.100.7")).toBe(networkKey("198.51.100.9"));
    // Two /64s of one /56 (a home's prefix): two clients, one network.
    expect(clientKey("2001:db8:4900:ab00::1")).not.toBe(clientKey("2001:db8:4900:ab27::1"));
    expect(networkKey("2001:db8:4900:ab00::1")).toBe(networkKey("2001:db8:4900:ab27::1"));
    expect(networkKey("2001:db8:4900::1")).not.toBe(networkKey("2001:db8:4901::1"));
  });

  it("never equals a client's key, so the two hashes never meet", () => {
    expect(networkKey("192.0.2.1")).not.toBe(clientKey("192.0.2.1"));
    expect(networkKey("not an address")).toBe("net:not an address");
  });
});
