import { describe, expect, it } from "vitest";
import { forwardedAddress, lastForwardedEntry } from "./client-ip";

describe("X-Forwarded-For entries as client keys", () => {
  it("strips the port a load balancer adds, so each port is not a new client", () => {
    expect(forwardedAddress("1.2.3.5:4111")).toBe("1.2.3.5");
    expect(forwardedAddress("1.2.3.5:4112")).toBe("1.2.3.5");
    expect(forwardedAddress("1.2.3.5")).toBe("1.2.3.5");
    expect(forwardedAddress("[2001:db8::1]:443")).toBe(forwardedAddress("2001:db8::1"));
    expect(forwardedAddress("[2001:db8::1]")).toBe(forwardedAddress("2001:0db8:0:0::1"));
    expect(forwardedAddress("::ffff:1.2.3.5")).toBe("1.2.3.5");
  });

  it("refuses what is not an address", () => {
    for (const entry of [
      "unknown",
      "evil.example",
      "1.2.3.5:port",
      "0x7f.1",
      "1.2.3",
      "[1.2.3.5]:80",
      "fe80::1%eth0",
      "",
      "1.2.3.5:4111:1",
    ]) {
      expect(forwardedAddress(entry), entry).toBeUndefined();
    }
  });

  it("takes the entry the nearest proxy appended", () => {
    expect(lastForwardedEntry("9.9.9.9, 1.2.3.5:4111 ")).toBe("1.2.3.5:4111");
    expect(lastForwardedEntry(" , ")).toBeUndefined();
    expect(lastForwardedEntry(undefined)).toBeUndefined();
  });
});
