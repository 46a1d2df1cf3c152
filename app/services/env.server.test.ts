import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.server";

describe("loadEnv", () => {
  it("has defaults that run with nothing configured", () => {
    expect(loadEnv({})).toEqual({
      port: 3000,
      host: "127.0.0.1",
      siteUrl: "http://localhost:3000",
      dataDir: "./data",
      mailTo: "hello@northwave.be",
      mailFrom: "Northwave website <hello@northwave.be>",
      contactRateLimit: 5,
      trustProxy: false,
      retentionDays: 365,
      countVisits: true,
    });
    expect(loadEnv({ COUNT_VISITS: "false" }).countVisits).toBe(false);
  });

  it("parses every variable", () => {
    const env = loadEnv({
      PORT: "8080",
      HOST: "0.0.0.0",
      SITE_URL: "https://www.example.be/",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgresql://u:p@db:5432/site",
      SMTP_URL: "smtps://u:p@mail.example.be:465",
      MAIL_TO: "team@example.be",
      MAIL_FROM: "Site <site@example.be>",
      CONTACT_RATE_LIMIT: "2",
      TRUST_PROXY: "yes",
      CONTACT_RETENTION_DAYS: "30",
      METRICS_PORT: "9464",
    });
    expect(env).toMatchObject({ retentionDays: 30, metrics: { port: 9464, host: "127.0.0.1" } });
    expect(env).toMatchObject({ port: 8080, siteUrl: "https://www.example.be", databaseUrl: "postgresql://u:p@db:5432/site" });
    expect(env).toMatchObject({ smtpUrl: "smtps://u:p@mail.example.be:465", contactRateLimit: 2, trustProxy: true });
    expect(loadEnv({ TRUST_PROXY: "0", DATABASE_URL: "", SMTP_URL: " " })).toMatchObject({ trustProxy: false });
    expect(loadEnv({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("names the variable of a bad value", () => {
    const bad: Record<string, string> = {
      PORT: "http",
      SITE_URL: "not a url",
      DATABASE_URL: "mysql://db/site",
      SMTP_URL: "http://mail",
      CONTACT_RATE_LIMIT: "0",
      TRUST_PROXY: "maybe",
      MAIL_TO: "a@b.be\r\nBcc: c@d.be",
      MAIL_FROM: "not an address",
      CONTACT_RETENTION_DAYS: "0",
      METRICS_PORT: "99999",
      LOG_LEVEL: "loud",
    };
    expect(() => loadEnv({ MAIL_TO: "team@example" })).toThrow(/MAIL_TO/);
    expect(() => loadEnv({ MAIL_TO: "a@b.be, c@d.be" })).toThrow(/MAIL_TO/);
    for (const [name, value] of Object.entries(bad)) {
      expect(() => loadEnv({ [name]: value }), name).toThrow(new RegExp(name));
    }
  });
});
