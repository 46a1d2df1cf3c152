/** The passkey ceremonies in the browser (the only desk pages with framework JavaScript). */
import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { useState } from "react";

type Step = { challengeId: string; options: unknown };

/** What the page says when a ceremony does not succeed, in the operator's language. */
export interface CeremonyMessages {
  /** The passkey was refused (403), or the device failed in a way it does not explain. */
  failed: string;
  /** The operator cancelled, or the device's prompt timed out. */
  cancelled: string;
  /** Too many failed sign-ins (429). */
  tooMany: string;
  /** The desk did not answer (network, 5xx). */
  unreachable: string;
  /** Enrolment: the link was used or is too old (410). */
  linkInvalid?: string;
  /** Enrolment: the passkey could not be saved; the link still works (503). */
  saveFailed?: string;
  /** Enrolment: this device has a passkey for the desk already. */
  exists?: string;
}

/** A refusal the page can put in words: the server's status, or the browser's error name. */
class Refusal extends Error {}

async function post(url: string, body: unknown, messages: CeremonyMessages): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new Refusal(messages.unreachable);
  }
  let json: Record<string, unknown> = {};
  try {
    json = (await response.json()) as Record<string, unknown>;
  } catch {
    // not JSON: the status says enough
  }
  if (response.status === 200) return json;
  if (response.status === 429) throw new Refusal(messages.tooMany);
  if (response.status === 410) throw new Refusal(messages.linkInvalid ?? messages.failed);
  if (json.error === "save-failed") throw new Refusal(messages.saveFailed ?? messages.unreachable);
  if (response.status === 403) throw new Refusal(messages.failed);
  throw new Refusal(messages.unreachable);
}

/** The browser's own error (a DOMException or SimpleWebAuthn's wrapper) in the operator's words, never its raw text. */
function browserError(error: unknown, messages: CeremonyMessages): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return messages.cancelled;
  if (name === "InvalidStateError") return messages.exists ?? messages.failed;
  return messages.failed;
}

export function PasskeyButton({
  kind,
  url,
  label,
  working,
  messages,
  next = "/desk",
}: {
  kind: "sign-in" | "enrol";
  url: string;
  label: string;
  working: string;
  messages: CeremonyMessages;
  /** Where to go once signed in: a desk path the server checked. */
  next?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setBusy(true);
    setError(null);
    try {
      const step = (await post(url, { step: "options" }, messages)) as unknown as Step;
      let response;
      try {
        response =
          kind === "sign-in"
            ? await startAuthentication({ optionsJSON: step.options as Parameters<typeof startAuthentication>[0]["optionsJSON"] })
            : await startRegistration({ optionsJSON: step.options as Parameters<typeof startRegistration>[0]["optionsJSON"] });
      } catch (e) {
        throw new Refusal(browserError(e, messages));
      }
      await post(url, { step: "verify", challengeId: step.challengeId, response }, messages);
      window.location.assign(next);
    } catch (e) {
      setError(e instanceof Refusal ? e.message : messages.failed);
      setBusy(false);
    }
  }
  return (
    <div className="mt-6 space-y-4">
      <button
        type="button"
        onClick={() => void run()}
        disabled={busy}
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {busy ? working : label}
      </button>
      <p role="alert" className="font-semibold text-danger">
        {error}
      </p>
    </div>
  );
}
