import type { ContactActionData } from "./action-data";

/**
 * Where the form's script posts: the contact page's address with `.json`, a resource route that
 * runs the page's own action and answers its outcome as JSON (routes/contact-send.ts). Without
 * JavaScript the form posts to the page itself and the answer is the page.
 */
export function contactSendPath(contactPath: string): string {
  return `${contactPath}.json`;
}

/**
 * Posts the form as a browser without JavaScript would (URL-encoded), and reads the answer. A
 * network failure (offline, server unreachable: fetch itself rejects) becomes `offline`, the 'No
 * connection' notice; an answer that is not the action's (413, a proxy's 502, an HTML error page)
 * `unavailable`, the 'Error' notice. The form is kept either way.
 */
export async function sendContact(path: string, form: FormData): Promise<ContactActionData> {
  const body = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") body.append(name, value);
  try {
    const response = await fetch(path, { method: "POST", body });
    if (!response.headers.get("Content-Type")?.startsWith("application/json")) return { outcome: "unavailable" };
    // The action's own answer (a proxy's JSON error page has no outcome).
    const answer = (await response.json()) as Partial<ContactActionData> | null;
    return typeof answer?.outcome === "string" ? (answer as ContactActionData) : { outcome: "unavailable" };
  } catch (error) {
    return !navigator.onLine || error instanceof TypeError ? { outcome: "offline" } : { outcome: "unavailable" };
  }
}
