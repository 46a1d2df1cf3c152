import { SMTPServer } from "smtp-server";
import { freePort } from "./server";
import { listenOn, waitForCount } from "./loopback";

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  /** Header block, unfolded, with names lower-cased. */
  headers: Map<string, string>;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part. */
  html: string;
}

export interface SmtpSink {
  /** Its port: the system's pick at its first start (or beforehand for a sink created stopped), kept for restarts. */
  readonly port: number;
  readonly url: string;
  mails: ReceivedMail[];
  /** Waits until at least `count` mails arrived (or throws after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
  } catch {
    return body;
  }
}

function part(raw: string, type: string): string {
  const start = raw.search(new RegExp(`Content-Type: ${type}`, "i"));
  if (start < 0) return "";
  const rest = raw.slice(start);
  const bodyStart = rest.indexOf("\r\n\r\n") + 4;
  // A single-part mail: its Content-Type is among the top headers, and so is its encoding.
  const topLevel = !raw.slice(0, start).includes("\r\n\r\n");
  const head = topLevel ? raw.slice(0, start + bodyStart) : rest.slice(0, bodyStart);
  const end = rest.indexOf("\r\n----", bodyStart);
  const body = rest.slice(bodyStart, end < 0 ? undefined : end);
  if (/quoted-printable/i.test(head)) return decodeQuotedPrintable(body).replace(/\r\n/g, "\n");
  if (/base64/i.test(head)) return Buffer.from(body, "base64").toString("utf8").replace(/\r\n/g, "\n");
  return body.replace(/\r\n/g, "\n");
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

export function parseMail(raw: string, envelope: ReceivedMail["envelope"]): ReceivedMail {
  const headerBlock = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of headerBlock.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeHeader(line.slice(colon + 1).trim()));
  }
  return { envelope, raw, headers, text: part(raw, "text/plain"), html: part(raw, "text/html") };
}

/**
 * A real SMTP server on loopback that keeps what it receives; it can be stopped and restarted on its
 * port. Started at once, it listens on a port the system picks. Created stopped (a relay that is down
 * when the sender starts), its port is picked beforehand with freePort: the sender must be told an
 * address before anything listens there, which is the point of the test.
 */
export async function smtpSink(
  options: {
    start?: boolean;
    /** Called with each mail as it is accepted (before the sender hears "250"): a relay that files it somewhere. */
    onMail?: (mail: ReceivedMail) => Promise<void>;
  } = {},
): Promise<SmtpSink> {
  let port = options.start === false ? await freePort() : 0;
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    mails,
    waitFor: (count, timeoutMs = 20_000) => waitForCount(mails, count, timeoutMs, "mails"),
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        size: 1024 * 1024,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            const envelope = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
            };
            const mail = parseMail(Buffer.concat(chunks).toString("utf8"), envelope);
            mails.push(mail);
            if (!options.onMail) return callback();
            options.onMail(mail).then(
              () => callback(),
              (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
            );
          });
        },
      });
      // A sender killed mid-transaction resets its connection, and smtp-server reports that as an
      // 'error' on the server: a relay drops that message and goes on, and so does the sink (a
      // listen error still fails the start, through listenOn).
      server.on("error", () => undefined);
      const listening = server;
      port = await listenOn(listening, port, () => listening.server);
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  if (options.start !== false) await sink.start();
  return sink;
}

/** The mails the sink holds for this address, in arrival order. */
export const mailsTo = (sink: SmtpSink, address: string): ReceivedMail[] => sink.mails.filter((m) => m.envelope.to.includes(address));

/** Waits until `count` mails for this address arrived (20 s at most), and gives them. */
export async function waitForMailsTo(sink: SmtpSink, address: string, count: number): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 20_000;
  while (mailsTo(sink, address).length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${address}, got ${mailsTo(sink, address).length}`);
    await sink.waitFor(sink.mails.length + 1, Math.max(1, deadline - Date.now())).catch(() => undefined);
  }
  return mailsTo(sink, address);
}
