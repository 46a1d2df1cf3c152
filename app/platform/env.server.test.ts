import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fetchBlockedPorts } from "./webhook-config";
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
      visitRetentionDays: 365,
      workingHours: "Mon-Fri 09:00-18:00",
      workingHolidays: "BE",
      deskOrigin: "http://localhost:3000",
      deskHelp: "hello@northwave.be",
      mailDnsCanary: "northwave.be",
      logLevel: "info",
      countVisits: true,
      receiptMail: true,
      weeklyReport: true,
      bookingUrl: null,
    });
    expect(loadEnv({ COUNT_VISITS: "false" }).countVisits).toBe(false);
    expect(loadEnv({ RECEIPT_MAIL: "false" }).receiptMail).toBe(false);
    expect(loadEnv({ RECEIPT_MAIL: " Off " }).receiptMail).toBe(false);
    expect(() => loadEnv({ RECEIPT_MAIL: "never" })).toThrow(/RECEIPT_MAIL must be one of 1, true, yes, 0, false, no/);
    // The canary is MAIL_TO's domain unless named; DNS servers are the system's unless listed.
    expect(loadEnv({ MAIL_TO: "Team <Team@Agency-Mail.be>" }).mailDnsCanary).toBe("agency-mail.be");
    expect(loadEnv({ MAIL_DNS_CANARY: "Gmail.com" }).mailDnsCanary).toBe("gmail.com");
    expect(loadEnv({ MAIL_DNS_SERVERS: "192.0.2.53, 192.0.2.54:5353" }).mailDnsServers).toEqual(["192.0.2.53", "192.0.2.54:5353"]);
    expect(() => loadEnv({ MAIL_DNS_SERVERS: "dns.example" })).toThrow(/MAIL_DNS_SERVERS must list DNS servers/);
    expect(() => loadEnv({ MAIL_DNS_CANARY: "not a domain" })).toThrow(/MAIL_DNS_CANARY must be a domain name/);
    expect(loadEnv({}).visitRetentionDays).toBe(loadEnv({}).retentionDays);
    expect(loadEnv({ VISIT_RETENTION_DAYS: "30" }).visitRetentionDays).toBe(30);
    // Never longer than the requests themselves.
    expect(loadEnv({ VISIT_RETENTION_DAYS: "900", CONTACT_RETENTION_DAYS: "200" }).visitRetentionDays).toBe(200);
  });

  it("takes WORKING_HOURS as days and hours, naming the variable when it is wrong", () => {
    expect(loadEnv({ WORKING_HOURS: " Mon-Thu 08:30-17:00, Fri 08:30-15:00 " }).workingHours).toBe("Mon-Thu 08:30-17:00, Fri 08:30-15:00");
    expect(() => loadEnv({ WORKING_HOURS: "9 to 5" })).toThrow(/WORKING_HOURS must list days and hours such as "Mon-Fri 09:00-18:00"/);
    expect(() => loadEnv({ WORKING_HOURS: "Mon-Fri 18:00-09:00" })).toThrow(/WORKING_HOURS must close after it opens/);
    expect(loadEnv({ WORKING_HOLIDAYS: "none" }).workingHolidays).toBe("none");
    expect(() => loadEnv({ WORKING_HOLIDAYS: "FR" })).toThrow(/WORKING_HOLIDAYS must be "BE"/);
  });

  it("takes BOOKING_URL as an https address only", () => {
    expect(loadEnv({ BOOKING_URL: " https://cal.com/northwave/30min " }).bookingUrl).toBe("https://cal.com/northwave/30min");
    for (const wrong of ["http://cal.com/northwave/30min", "cal.com/northwave", "javascript:alert(1)", "https://user:pw@cal.com/x"]) {
      expect(() => loadEnv({ BOOKING_URL: wrong }), wrong).toThrow(/BOOKING_URL must be an https:\/\/ address/);
    }
  });

  it("takes the desk's origin from DESK_ORIGIN, else from SITE_URL", () => {
    expect(loadEnv({ SITE_URL: "https://www.example.be/contact" }).deskOrigin).toBe("https://www.example.be");
    expect(loadEnv({ SITE_URL: "https://www.example.be", DESK_ORIGIN: "http://localhost:4100/" }).deskOrigin).toBe("http://localhost:4100");
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
      DESK_ORIGIN: "localhost:3000",
    };
    expect(() => loadEnv({ MAIL_TO: "team@example" })).toThrow(/MAIL_TO/);
    expect(() => loadEnv({ MAIL_TO: "a@b.be, c@d.be" })).toThrow(/MAIL_TO/);
    for (const [name, value] of Object.entries(bad)) {
      expect(() => loadEnv({ [name]: value }), name).toThrow(new RegExp(name));
    }
  });

  it("WEBHOOK_URL: http only to a literal loopback address or localhost, https anywhere", () => {
    const secret = `whsec_${"A".repeat(32)}`;
    const accepts = (url: string) => {
      try {
        return loadEnv({ WEBHOOK_URL: url, WEBHOOK_SECRET: secret }).webhook?.url === url;
      } catch {
        return false;
      }
    };
    for (const url of ["http://127.0.0.1:9000/hook", "http://127.8.9.10/hook", "http://[::1]:8080/hook", "http://localhost:9000/hook"]) {
      expect(accepts(url), url).toBe(true);
    }
    expect(accepts("https://hooks.example.com/in")).toBe(true);
    // Names that merely look like loopback resolve wherever their owner points them.
    for (const url of [
      "http://127.attacker.example/",
      "http://127.0.0.1.nip.io/",
      "http://localhost.attacker.example/",
      "http://[::2]/",
      "http://[::ffff:7f00:1]/",
      "http://10.0.0.1/",
    ]) {
      expect(accepts(url), url).toBe(false);
    }
  });

  it("WEBHOOK_URL on a port the platform's fetch refuses (4190, 6000…): refused at start-up, naming the variable", async () => {
    const secret = `whsec_${"A".repeat(32)}`;
    for (const url of ["http://127.0.0.1:4190/hook", "https://hooks.example.com:6000/in", "https://hooks.example.com:10080/"]) {
      expect(() => loadEnv({ WEBHOOK_URL: url, WEBHOOK_SECRET: secret }), url).toThrow(/WEBHOOK_URL.*port that fetch refuses/);
    }
    expect(loadEnv({ WEBHOOK_URL: "https://hooks.example.com:8443/in", WEBHOOK_SECRET: secret }).webhook?.url).toBe(
      "https://hooks.example.com:8443/in",
    );
    // The list is the platform's own: its fetch refuses every listed port before connecting, and reaches others.
    const refusal = (port: number) =>
      fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) }).then(
        () => "reached",
        (error: Error) => ((error.cause as Error | undefined)?.message === "bad port" ? "bad port" : "other"),
      );
    const answers = await Promise.all([...fetchBlockedPorts].map(async (port) => [port, await refusal(port)] as const));
    expect(answers.filter(([, answer]) => answer !== "bad port")).toEqual([]);
    expect(await refusal(8443)).not.toBe("bad port");
  });

  it("takes IMAP_URL as an imaps:// or imap:// URL with a user and a password; without it, no answers are read", () => {
    expect(loadEnv({}).imap).toBeUndefined();
    expect(loadEnv({ IMAP_URL: "imaps://hello%40northwave.be:p%3Ass@imap.example.be/Leads%20answers" }).imap).toEqual({
      host: "imap.example.be",
      port: 993,
      secure: true,
      user: "hello@northwave.be",
      password: "p:ss",
      mailbox: "Leads answers",
    });
    expect(loadEnv({ IMAP_URL: "imap://u:p@127.0.0.1:1143" }).imap).toMatchObject({ port: 1143, secure: false, mailbox: "INBOX" });
    for (const wrong of ["imaps://imap.example.be/INBOX", "imaps://user@imap.example.be", "https://u:p@imap.example.be", "not a url"]) {
      expect(() => loadEnv({ IMAP_URL: wrong }), wrong).toThrow(
        /IMAP_URL must be an imaps:\/\/ or imap:\/\/ URL with a user and a password/,
      );
    }
  });

  it("takes DKIM_PRIVATE_KEY (a PEM, its line breaks possibly written \\n) and DKIM_SELECTOR together", () => {
    const pem = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    expect(loadEnv({ DKIM_PRIVATE_KEY: pem.replace(/\n/g, "\\n"), DKIM_SELECTOR: "nw2026" }).dkim).toEqual({
      privateKey: pem.trim(),
      selector: "nw2026",
    });
    expect(() => loadEnv({ DKIM_SELECTOR: "nw2026" })).toThrow(/DKIM_PRIVATE_KEY must be set too/);
    expect(() => loadEnv({ DKIM_PRIVATE_KEY: pem })).toThrow(/DKIM_SELECTOR must be set too/);
    expect(() => loadEnv({ DKIM_PRIVATE_KEY: "not a key", DKIM_SELECTOR: "nw2026" })).toThrow(
      /DKIM_PRIVATE_KEY must be a private key in PEM/,
    );
    expect(() => loadEnv({ DKIM_PRIVATE_KEY: pem, DKIM_SELECTOR: "two words" })).toThrow(/DKIM_SELECTOR must be a DNS label/);
  });

  it("METRICS_PORT=0 serves /metrics on a free port, as documented", () => {
    expect(loadEnv({ METRICS_PORT: "0" }).metrics).toEqual({ port: 0, host: "127.0.0.1" });
  });
});
