/**
 * The lead desk's service: its access (passkey enrolment and sign-in with @simplewebauthn/server,
 * sessions in the database behind a `__Host-` cookie, the origin check of every state-changing
 * request, the limit on failed sign-ins per client and per passkey), what it reads (leads.server.ts)
 * and what operators do (actions.server.ts). It never hands out the database.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { defaultLogger, type Logger } from "../platform/log.server";
import type { ReceiptWithheld } from "../storage/requests/receipts-store.server";
import { receiptWithheldReporter } from "../contact/receipt-bounds.server";
import type { Storage } from "../storage/platform/storage.server";
import { audit } from "../storage/operators/desk-audit-store.server";
import { endSession, findSession, type Session } from "../storage/operators/desk-sessions-store.server";
import { deskActions, type DeskActions } from "./actions.server";
import { deskReads, type DeskReads } from "./leads.server";
import {
  enrol,
  enrolOptions,
  relyingParty,
  sessionCookieName,
  signIn,
  signInOptions,
  type CeremonyError,
  type CeremonyResult,
} from "./passkeys.server";
import { deskReplies, type DeskReplies } from "./replies.server";

import type { Signature } from "./draft-reply";
import type { SendingWatch } from "~/delivery/mail/sending-check.server";
import { site } from "~/site";
import type { WorkingClock } from "~/platform/working-time.server";

export {
  sessionCookie,
  sessionCookieName,
  signInAttemptLimit,
  signInWindowMs,
  type CeremonyError,
  type CeremonyResult,
} from "./passkeys.server";

export interface DeskConfig {
  storage: Pick<Storage, "get">;
  /** DESK_ORIGIN: the relying party, read at start-up. */
  origin: string;
  /** DESK_HELP: who to ask for a new sign-in link after losing a device. */
  help?: string;
  dataDir: string;
  /** The domain of the Message-IDs of replies sent from the desk (the sending domain). */
  messageIdDomain?: string;
  /** The agency's block under each reply's signature (default: the site's name and phone, no site or booking link). */
  agency?: Signature["agency"];
  /** The outbox worker's nudge: a retried delivery goes out at once. */
  onQueued?: () => void;
  rpName?: string;
  /** Releases a request the spam traps caught (ContactService.release): its notifications go out. */
  release?: (id: string) => Promise<"released" | "not-found" | "not-spam">;
  /** Observes the working seconds a lead waited for its first reply (contact_first_reply_seconds). */
  onFirstReply?: (seconds: number) => void;
  /** WORKING_HOURS: "overdue", ages and first replies are read on this clock (default Mon-Fri 09:00-18:00). */
  clock?: WorkingClock;
  /** RECEIPT_MAIL: a "possibly spam" lead released gets the visitor's receipt. */
  receipt?: boolean;
  /** Told of a released lead's receipt a bound held back (a warning is logged too), for the metrics. */
  onReceiptWithheld?: (reason: ReceiptWithheld) => void;
  /** Where a failed save is told (default: the process's logger). */
  logger?: Logger;
  /** The sending domain's SPF, DKIM and DMARC (the Sending page); unset: not checked. */
  sending?: Pick<SendingWatch, "latest" | "checkNow">;
}

export interface DeskService {
  origin: string;
  rpId: string;
  /** Who to ask for a new sign-in link (DESK_HELP). */
  help: string;
  /** What the desk's pages show. */
  leads: DeskReads;
  /** What operators do; each action writes its own audit line. */
  actions: DeskActions;
  /** Replies, owners and reply templates (issue 23): reads and actions alike. */
  replies: DeskReplies;
  /** The sending domain's last check, and a new one on demand (the Sending page). */
  sending?: Pick<SendingWatch, "latest" | "checkNow">;
  /** The signed-in operator's session behind this request's cookie, if any. */
  session(request: Request): Promise<Session | undefined>;
  /** A state-changing request must come from the desk's own origin. */
  sameOrigin(request: Request): boolean;
  signInOptions(clientIp: string): Promise<{ challengeId: string; options: unknown } | { error: CeremonyError; status: number }>;
  signIn(clientIp: string, challengeId: string, response: AuthenticationResponseJSON): Promise<CeremonyResult>;
  enrolOptions(token: string): Promise<{ challengeId: string; options: unknown } | undefined>;
  /** `userAgent`: the browser's User-Agent, named for the operator's list of passkeys. */
  enrol(token: string, challengeId: string, response: RegistrationResponseJSON, userAgent?: string | null): Promise<CeremonyResult>;
  signOut(request: Request): Promise<string>;
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export const clearedSessionCookie = `${sessionCookieName}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;

export function createDeskService(config: DeskConfig): DeskService {
  const origin = new URL(config.origin).origin;
  const rpId = new URL(origin).hostname;
  const db = () => config.storage.get();
  const rp = relyingParty({ db, origin, rpId, rpName: config.rpName ?? "Lead desk", logger: config.logger ?? defaultLogger() });

  return {
    origin,
    rpId,
    help: config.help ?? "the person who manages the lead desk",
    leads: deskReads(db, config.clock),
    actions: deskActions({
      db,
      dataDir: config.dataDir,
      onQueued: () => config.onQueued?.(),
      onFirstReply: (seconds) => config.onFirstReply?.(seconds),
      release: (id) => (config.release ? config.release(id) : Promise.resolve("not-found")),
      ...(config.clock ? { clock: config.clock } : {}),
      receipt: config.receipt === true,
      onReceiptWithheld: receiptWithheldReporter(config.logger ?? defaultLogger(), config.onReceiptWithheld),
    }),
    replies: deskReplies({
      db,
      messageIdDomain: config.messageIdDomain ?? rpId,
      agency: config.agency ?? { name: site.brand, phone: site.phone.display, site: origin },
      onQueued: () => config.onQueued?.(),
      onFirstReply: (seconds) => config.onFirstReply?.(seconds),
      ...(config.clock ? { clock: config.clock } : {}),
    }),
    ...(config.sending ? { sending: config.sending } : {}),
    async session(request) {
      const token = readCookie(request, sessionCookieName);
      if (!token || !/^[\w-]{20,100}$/.test(token)) return undefined;
      return findSession(await db(), token);
    },
    sameOrigin(request) {
      // Browsers send Origin on every POST; a request without one is not from the desk's forms.
      return request.headers.get("origin") === origin;
    },
    signInOptions: (clientIp) => signInOptions(rp, clientIp),
    signIn: (clientIp, challengeId, response) => signIn(rp, clientIp, challengeId, response),
    enrolOptions: (token) => enrolOptions(rp, token),
    enrol: (token, challengeId, response, userAgent) => enrol(rp, token, challengeId, response, userAgent),
    async signOut(request) {
      const token = readCookie(request, sessionCookieName);
      if (token) {
        const d = await db();
        const s = await findSession(d, token);
        await endSession(d, token);
        if (s) await audit(d, { operator: s.operator.name, action: "sign-out" });
      }
      return clearedSessionCookie;
    },
  };
}
