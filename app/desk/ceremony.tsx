/** The passkey ceremonies in the browser (the only desk pages with framework JavaScript). */
import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { useState } from "react";

type Step = { challengeId: string; options: unknown };

async function post(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  let json: Record<string, unknown> = {};
  try {
    json = (await response.json()) as Record<string, unknown>;
  } catch {
    // not JSON: the status says enough
  }
  return { status: response.status, json };
}

export function PasskeyButton({
  kind,
  url,
  label,
  working,
  failed,
}: {
  kind: "sign-in" | "enrol";
  url: string;
  label: string;
  working: string;
  failed: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setBusy(true);
    setError(null);
    try {
      const options = await post(url, { step: "options" });
      if (options.status !== 200) throw new Error(typeof options.json.error === "string" ? options.json.error : failed);
      const step = options.json as unknown as Step;
      const response =
        kind === "sign-in"
          ? await startAuthentication({ optionsJSON: step.options as Parameters<typeof startAuthentication>[0]["optionsJSON"] })
          : await startRegistration({ optionsJSON: step.options as Parameters<typeof startRegistration>[0]["optionsJSON"] });
      const verified = await post(url, { step: "verify", challengeId: step.challengeId, response });
      if (verified.status !== 200) throw new Error(typeof verified.json.error === "string" ? verified.json.error : failed);
      window.location.assign("/desk");
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : failed);
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
