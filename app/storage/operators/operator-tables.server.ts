/** The tables of the desk's operators: who they are, their passkeys, links, sessions, challenges, and the audit. */
import type { Generated } from "kysely";
import type { Timestamp } from "../platform/timestamp";
import type { Locale } from "~/i18n/locale";

/** A person allowed into the lead desk (invited from the CLI). */
export interface DeskOperatorsTable {
  id: string;
  email: string;
  /** How the audit and the history name this operator. */
  name: string;
  /** The desk's language for this operator: 'en' or 'fr'. */
  language: Generated<Locale>;
  /** The signature under this operator's replies (0020): a role ("Consultant") and a phone. */
  role: Generated<string | null>;
  phone: Generated<string | null>;
  created_at: Timestamp;
}

/** A passkey (WebAuthn credential) of an operator. */
export interface DeskCredentialsTable {
  /** The credential id, base64url. */
  id: string;
  operator_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: Generated<number>;
  /** JSON array of the authenticator's transports, or null. */
  transports: string | null;
  created_at: Timestamp;
  /** The browser and system it was made on ("Chrome on Android"), for the operator to tell passkeys apart (0012). */
  device: string | null;
  /** Its last sign-in (0012); null until then. */
  last_used_at: Timestamp | null;
}

/** A one-time enrolment link: only the SHA-256 of its token is kept. */
export interface DeskEnrolmentsTable {
  token_hash: string;
  operator_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
  /** The enrolment page's language, as `contacts invite --language` gave it (0012); null: the browser's. */
  language: string | null;
}

/** A signed-in browser: the SHA-256 of its cookie's value, and its form token. */
export interface DeskSessionsTable {
  id_hash: string;
  operator_id: string;
  csrf: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** The passkey that opened it (0012): revoking the passkey ends it. Null for sessions opened before. */
  credential_id: string | null;
}

/** A WebAuthn challenge handed out and not yet answered (each is used once). */
export interface DeskChallengesTable {
  id: string;
  challenge: string;
  purpose: string;
  expires_at: Timestamp;
}

/** The desk's audit trail: no message text and no lead's email in it. */
export interface DeskAuditTable {
  id: string;
  at: Timestamp;
  operator: string | null;
  action: string;
  request_id: string | null;
  detail: Generated<string>;
}
