/**
 * The lead desk's service: what it reads (leads.server.ts), what operators do (actions.server.ts)
 * and replies (replies.server.ts). Who is signed in is access's (~/access). It never hands out the
 * database.
 */
import { defaultLogger, type Logger } from "../platform/log.server";
import type { ReceiptWithheld } from "../storage/requests/receipts-store.server";
import { receiptWithheldReporter } from "../contact/receipt-bounds.server";
import type { Storage } from "../storage/platform/storage.server";
import { deskActions, type DeskActions } from "./actions.server";
import { deskReads, type DeskReads } from "./leads.server";
import { deskReplies, type DeskReplies } from "./replies.server";

import type { Signature } from "./draft-reply";
import type { SendingWatch } from "~/delivery/mail/sending-check.server";
import { site } from "~/site";
import type { WorkingClock } from "~/platform/working-time.server";

export interface DeskConfig {
  storage: Pick<Storage, "get">;
  /** DESK_ORIGIN: the desk's own address (links in mails, the default sending domain). */
  origin: string;
  dataDir: string;
  /** The domain of the Message-IDs of replies sent from the desk (the sending domain). */
  messageIdDomain?: string;
  /** The agency's block under each reply's signature (default: the site's name and phone, no site or booking link). */
  agency?: Signature["agency"];
  /** The outbox worker's nudge: a retried delivery goes out at once. */
  onQueued?: () => void;
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
  /** What the desk's pages show. */
  leads: DeskReads;
  /** What operators do; each action writes its own audit line. */
  actions: DeskActions;
  /** Replies, owners and reply templates (issue 23): reads and actions alike. */
  replies: DeskReplies;
  /** The sending domain's last check, and a new one on demand (the Sending page). */
  sending?: Pick<SendingWatch, "latest" | "checkNow">;
}

export function createDeskService(config: DeskConfig): DeskService {
  const origin = new URL(config.origin).origin;
  const rpId = new URL(origin).hostname;
  const db = () => config.storage.get();

  return {
    origin,
    rpId,
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
  };
}
