import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./log.server";

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { lines, destination };
}

describe("the logger", () => {
  it("censors fields that could hold a visitor's data, at the top and one level down", () => {
    const { lines, destination } = capture();
    const logger = createLogger({ level: "info", pretty: false, destination });
    logger.child({ module: "contact" }).info(
      {
        email: "ophelie@example.com",
        firstName: "Ophélie",
        clientIp: "203.0.113.7",
        request: { message: "private", replyTo: "o@example.com" },
        status: 200,
      },
      "a line",
    );
    const line = lines.join("");
    for (const secret of ["ophelie@example.com", "Ophélie", "203.0.113.7", "private", "o@example.com"]) expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({
      module: "contact",
      status: 200,
      email: "[redacted]",
      request: { message: "[redacted]" },
      msg: "a line",
    });
  });

  it("writes JSON lines unless asked for readable ones, at its level", () => {
    const json = capture();
    const logger = createLogger({ level: "warn", pretty: false, destination: json.destination });
    logger.info("hidden");
    logger.warn({ n: 1 }, "shown");
    expect(json.lines).toHaveLength(1);
    expect(JSON.parse(json.lines[0]!)).toMatchObject({ level: 40, n: 1, msg: "shown" });

    const readable = capture();
    createLogger({ level: "info", pretty: true, destination: readable.destination }).info({ n: 2 }, "for a person");
    expect(readable.lines.join("")).toContain("for a person");
    expect(() => JSON.parse(readable.lines.join(""))).toThrow();
  });
});
