import { chmodSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Transporter } from "nodemailer";
import type SMTPConnection from "nodemailer/lib/smtp-connection";
import { packageTitle } from "~/content/packages";
import type { Locale } from "~/i18n/locale";
import { defaultLogger, errorMessage, type Logger } from "../../platform/log.server";
import { ensurePrivateDir, privateDirMode, privateFileMode } from "../../platform/data-dir.server";
import type { DeliveryChannel, DeliveryOutcome } from "../delivery.server";
import { contactNotificationMail, type MailAddresses, type MailMessage } from "./template.server";
import { emlFileName } from "~/storage/conversation/mail-files.server";

export interface Mailer {
  /** Sends one message; rejects when it was not accepted (the outbox retries). */
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, without credentials (for log lines). */
  description: string;
  close(): void;
}

/** DKIM signing as nodemailer's `dkim` option takes it: d= the sending domain, the selector, the PEM key. */
export interface DkimSigning {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

export interface MailerConfig {
  dataDir: string;
  smtpUrl?: string;
  logger?: Logger;
  /** Signs every message (DKIM_PRIVATE_KEY, DKIM_SELECTOR); unset: unsigned. */
  dkim?: DkimSigning;
}

/**
 * A nodemailer transport made on the first message rather than at start-up: nodemailer (about
 * 2 MB of heap) is loaded then, so a server that has sent nothing yet does not hold it
 * (docs/benchmarks.md, the server's memory after start).
 */
function lazyTransport(options: Parameters<typeof import("nodemailer").createTransport>[0]) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(options))),
    close: () => void transport?.then((made) => made.close()),
  };
}

export function createMailer(config: MailerConfig): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.dkim)
    : emlMailer(config.dataDir, (config.logger ?? defaultLogger()).child({ module: "mail" }), config.dkim);
}

function smtpMailer(url: string, dkim?: DkimSigning): Mailer {
  const transport = lazyTransport({
    url,
    ...(dkim ? { dkim } : {}),
    pool: true,
    maxConnections: 3,
    // A mail server that is down or stuck must not hold the outbox for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof import("nodemailer").createTransport>[0]);
  let description = "SMTP";
  try {
    const u = new URL(url);
    description = `SMTP ${u.protocol}//${u.hostname}:${u.port || (u.protocol === "smtps:" ? 465 : 587)}`;
  } catch {
    // keep the generic description
  }
  return {
    description,
    async send(message) {
      await (await transport.get()).sendMail(message);
    },
    close() {
      transport.close();
    },
  };
}

/** An error nodemailer raised with the SMTP server's reply code (its `SMTPError`). */
function isSmtpError(error: unknown): error is SMTPConnection.SMTPError & { responseCode: number } {
  return error instanceof Error && "responseCode" in error && typeof error.responseCode === "number";
}

/**
 * The mail channel: the notification mail for one request, to the agency. Its errors: an SMTP
 * 5xx is the relay's final word (unknown mailbox, refused sender), so retrying cannot help;
 * anything else (4xx, connection refused, timeout, disk full for .eml files) is retried.
 */
/**
 * The new-lead notification to MAIL_TO. `operatorLanguage`: the language of the operator with this
 * address, when it is one operator's (the mail is then in their desk's language, else English).
 */
export function mailChannel(
  mailer: Mailer,
  addresses: MailAddresses,
  messageIdDomain: string,
  deskOrigin?: string,
  operatorLanguage?: (address: string) => Promise<Locale | undefined>,
): DeliveryChannel {
  return {
    async deliver({ id, request }) {
      try {
        const language = (await operatorLanguage?.(addresses.to)) ?? "en";
        const mail = contactNotificationMail(
          {
            id,
            requestId: request.id,
            reference: request.reference,
            firstName: request.firstName,
            businessEmail: request.email,
            message: request.message,
            language: request.language,
            // The agency reads the package by its English title.
            packageName: request.packageId ? packageTitle(request.packageId, "en") : null,
            attribution: request.attribution,
            createdAt: request.createdAt,
            possibleSpam: request.possibleSpam ?? [],
            ...(deskOrigin ? { leadUrl: leadUrl(deskOrigin, request.id) } : {}),
          },
          addresses,
          messageIdDomain,
          language,
        );
        return await sendMail(mailer, mail);
      } catch (error) {
        return mailOutcome(error);
      }
    },
  };
}

/** The address of a mailbox as MAIL_FROM and MAIL_TO give it: "Name <a@b.be>" or "a@b.be". */
export function addressOf(mailbox: string): string {
  return (/<([^<>\s]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
}

/**
 * The domain the site's Message-IDs are on: the sending address's (MAIL_FROM), so a reply's id
 * names the domain it is sent from rather than the host the server runs on (`localhost`).
 */
export function sendingDomain(mailFrom: string): string {
  return addressOf(mailFrom).split("@").pop()!.toLowerCase();
}

/** `<DESK_ORIGIN>/desk/leads/<id>`: where a mail about a lead sends the operator. */
export function leadUrl(deskOrigin: string, requestId: string): string {
  return `${new URL(deskOrigin).origin}/desk/leads/${encodeURIComponent(requestId)}`;
}

/** An SMTP 5xx is final; anything else is worth another try. */
export function mailOutcome(error: unknown): DeliveryOutcome {
  const message = errorMessage(error);
  return isSmtpError(error) && error.responseCode >= 500 && error.responseCode < 600
    ? { kind: "failed", error: message }
    : { kind: "retry", error: message };
}

/** Sends a composed mail; the mailer's errors read as mail errors always are. */
export async function sendMail(mailer: Mailer, mail: MailMessage): Promise<DeliveryOutcome> {
  try {
    await mailer.send(mail);
    return { kind: "delivered" };
  } catch (error) {
    return mailOutcome(error);
  }
}

/** Without SMTP: each message becomes an .eml file in DATA_DIR/outbox/, announced by a log line. */
function emlMailer(dataDir: string, log: Logger, dkim?: DkimSigning): Mailer {
  const dir = resolve(join(dataDir, "outbox"));
  // Signed as the relay would receive it, so a file shows the DKIM-Signature that would go out.
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: "windows", ...(dkim ? { dkim } : {}) });
  return {
    description: `.eml files in ${dir}`,
    async send(message) {
      const info = (await (await transport.get()).sendMail(message)) as { message: Buffer };
      ensurePrivateDir(dir);
      chmodSync(dir, privateDirMode);
      const file = join(dir, emlFileName(message));
      // Write then rename, so a reader never sees half a message; the owner only may read it.
      rmSync(`${file}.tmp`, { force: true });
      writeFileSync(`${file}.tmp`, info.message, { mode: privateFileMode });
      chmodSync(`${file}.tmp`, privateFileMode);
      renameSync(`${file}.tmp`, file);
      log.info({ file }, "SMTP_URL is not set: wrote the notification to a file");
    },
    close() {
      transport.close();
    },
  };
}
