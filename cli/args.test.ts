import { describe, expect, it } from "vitest";
import { parseCommand, UsageError } from "./args";

describe("contacts CLI arguments", () => {
  it("parses each command", () => {
    expect(parseCommand(["list"])).toEqual({ command: "list", json: false });
    expect(parseCommand(["list", "--json"])).toEqual({ command: "list", json: true });
    expect(parseCommand(["list", "--status", "spam"])).toEqual({ command: "list", json: false, status: "spam" });
    expect(parseCommand(["release", "--id", " abc "])).toEqual({ command: "release", requestId: "abc" });
    expect(parseCommand(["export", "--format", "csv"])).toEqual({ command: "export", format: "csv" });
    expect(parseCommand(["export", "--format=json"])).toEqual({ command: "export", format: "json" });
    expect(parseCommand(["export", "--email", " Jan@Firm.be "])).toEqual({ command: "export", email: "Jan@Firm.be" });
    expect(parseCommand(["erase", "--email", " a@b.be "])).toEqual({ command: "erase", email: "a@b.be" });
    expect(parseCommand(["purge", "--older-than", "365"])).toEqual({ command: "purge", olderThanDays: 365 });
    expect(parseCommand(["invite", "--email", "a@b.be", "--language", "fr"])).toEqual({
      command: "invite",
      email: "a@b.be",
      language: "fr",
    });
    expect(parseCommand(["invite", "--email", "a@b.be", "--language", "nl"])).toEqual({
      command: "invite",
      email: "a@b.be",
      language: "nl",
    });
    expect(parseCommand(["operators", "passkeys", "--email", "a@b.be"])).toEqual({
      command: "operators",
      action: "passkeys",
      email: "a@b.be",
    });
    // One passkey id in 64 begins with a dash (base64url): seen failing as "ambiguous" before the join.
    expect(parseCommand(["operators", "revoke", "--email", "a@b.be", "--passkey", "-Xy12_ab"])).toMatchObject({ passkey: "-Xy12_ab" });
    expect(parseCommand(["operators", "revoke", "--email", "a@b.be", "--passkey", " Abc123_- "])).toEqual({
      command: "operators",
      action: "revoke",
      email: "a@b.be",
      passkey: "Abc123_-",
    });
  });

  it("parses content export and import", () => {
    expect(parseCommand(["content", "export", "--to", " site-content "])).toEqual({
      command: "content",
      action: "export",
      to: "site-content",
    });
    expect(parseCommand(["content", "import", "--from=site-content"])).toEqual({
      command: "content",
      action: "import",
      from: "site-content",
    });
  });

  it("refuses bad arguments with a clear message", () => {
    const cases: [string[], RegExp][] = [
      [[], /Usage/],
      [["bogus"], /Unknown command 'bogus'/],
      [["export"], /export takes --format csv\|json, or --email ADDRESS/],
      [["export", "--format", "csv", "--email", "jan@firm.be"], /export takes --format csv\|json, or --email ADDRESS/],
      [["export", "--email", "jan"], /--email must be an email address/],
      [["export", "--format", "xml"], /--format must be csv or json/],
      [["erase"], /--email is required/],
      [["erase", "--email", "nobody"], /--email must be an email address/],
      [["purge", "--older-than", "soon"], /--older-than must be a whole number of days/],
      [["purge", "--older-than=-3"], /--older-than must be a whole number of days/],
      [["purge", "--older-than", "1.5"], /--older-than must be a whole number of days/],
      [["purge", "--older-than", ""], /--older-than must be a whole number of days/],
      [["purge", "--older-than", " "], /--older-than must be a whole number of days/],
      [["backup"], /--to is required/],
      [["list", "--status", "maybe"], /--status must be one of new, later, replied, won, lost, other, spam/],
      [["release"], /--id is required/],
      [["list", "--csv"], /Unknown option '--csv'/],
      [["invite", "--email", "a@b.be", "--language", "de"], /--language must be en, fr or nl/],
      [["invite", "--email", "a@b.be", "--language", "NL"], /--language must be en, fr or nl/],
      [["operators", "passkeys"], /--email is required/],
      [["operators", "revoke", "--email", "a@b.be"], /--passkey is required/],
      [["operators", "forget"], /operators takes list, remove, passkeys or revoke/],
      [["content"], /content takes export or import/],
      [["content", "publish"], /content takes export or import/],
      [["content", "export"], /--to is required/],
      [["content", "export", "--to", " "], /--to must name a directory/],
      [["content", "import", "--to", "x"], /Unknown option '--to'/],
      [["constructor"], /Unknown command 'constructor'/],
    ];
    for (const [argv, message] of cases) {
      expect(() => parseCommand(argv), argv.join(" ")).toThrow(UsageError);
      expect(() => parseCommand(argv), argv.join(" ")).toThrow(message);
    }
  });
});
