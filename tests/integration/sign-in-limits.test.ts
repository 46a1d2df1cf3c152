/**
 * The limits on failed sign-ins cannot be turned against an operator (issue 49): through the
 * production server, on SQLite and PostgreSQL, a stranger's failures from many IPv6 /64s hold the
 * stranger (their unknown passkeys, their clients that already failed) and keep the audit short,
 * while an operator's enrolled passkey from a clean address signs in at once. The passkey is one
 * the test holds (tests/support/passkey.ts): the server verifies its signature as a browser's.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAuditLinesPerMinute, signInAttemptLimit, signInGlobalLimitPerMinute } from "~/access/passkeys.server";
import { listAudit } from "~/storage/operators/desk-audit-store.server";
import { backends } from "../support/databases";
import { startDesk, withDb, type DeskServer } from "../support/desk";
import { assertion, softPasskey, storeOperatorWithPasskey, type SoftPasskey } from "../support/passkey";

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`sign-in under a flood of failures on ${backend.name}`, () => {
    let desk: DeskServer;
    let passkey: SoftPasskey;
    /** Every failed sign-in the server answered 403 (verified and refused), for the audit's count. */
    let refused = 0;

    beforeAll(async () => {
      // Behind a proxy (TRUST_PROXY), so that each test client has its own address.
      desk = await startDesk(backend.name, { TRUST_PROXY: "1" });
      passkey = softPasskey("op-anna");
      await withDb(desk.where, (db) => storeOperatorWithPasskey(db, passkey, { email: "anna@agency.example", name: "Anna" }));
    });
    afterAll(async () => {
      await desk?.stop();
    });

    const post = (client: string, body: unknown) =>
      fetch(`${desk.server.url}/desk/api/sign-in`, {
        method: "POST",
        headers: { origin: desk.origin, "content-type": "application/json", "x-forwarded-for": client },
        body: JSON.stringify(body),
      });
    const attempt = async (client: string, body: unknown) => {
      const status = (await post(client, body)).status;
      if (status === 403) refused++;
      return status;
    };
    /** An assertion naming a passkey nobody has (a new one each time). */
    const unknown = () => ({ step: "verify", challengeId: "x", response: { id: randomUUID(), response: {} } });
    /** An assertion naming Anna's passkey, with no valid challenge: what a stranger who knows its id can send. */
    const forged = () => ({ step: "verify", challengeId: "x", response: { id: passkey.id, response: {} } });

    /** The ceremony as Anna's browser runs it from this address: the status of the verification, and its cookie. */
    async function signInAsAnna(client: string): Promise<{ status: number; cookie: string | null }> {
      const options = await post(client, { step: "options" });
      expect(options.status).toBe(200);
      const { challengeId, options: o } = (await options.json()) as { challengeId: string; options: { challenge: string } };
      const response = assertion(passkey, { challenge: o.challenge, origin: desk.origin, rpId: new URL(desk.origin).hostname });
      const verified = await post(client, { step: "verify", challengeId, response });
      return { status: verified.status, cookie: verified.headers.get("set-cookie") };
    }

    // Seen failing before the fix: the operator's options and assertion were both answered 429 for a minute.
    it("110 failed sign-ins from 11 /64s, each naming an unknown passkey, then the operator signs in at once from a clean address", async () => {
      const start = Date.now();
      const statuses: number[] = [];
      for (let net = 1; net <= 11; net++) {
        for (let i = 1; i <= signInAttemptLimit; i++)
          statuses.push(await attempt(`2001:db8:${net.toString(16)}::${i.toString(16)}`, unknown()));
      }
      // An unknown passkey from a fresh /64, while the minute's failures are past the bound.
      const fresh = await attempt("2001:db8:ff::1", unknown());
      // The global bound counts the failures of the last minute: its exact refusals are only asserted
      // when the flood took less than that (on a machine slow enough to take longer, the first
      // failures have left the window, and more attempts are rightly looked at).
      if (Date.now() - start < 60_000) {
        expect(statuses).toEqual([...Array(signInGlobalLimitPerMinute).fill(403), ...Array(110 - signInGlobalLimitPerMinute).fill(429)]);
        expect(fresh).toBe(429);
      } else {
        expect(statuses.every((s) => s === 403 || s === 429)).toBe(true);
      }
      // A client that already failed 10 times gets no challenge for 15 minutes.
      expect((await post("2001:db8:1::ffff", { step: "options" })).status).toBe(429);

      const anna = await signInAsAnna("198.51.100.7");
      expect(anna.status).toBe(200);
      expect(anna.cookie).toMatch(/^__Host-desk-session=[\w-]{20,}; /);
      const cookie = anna.cookie!.split(";")[0]!;
      const inbox = await fetch(`${desk.server.url}/desk`, { headers: { cookie }, redirect: "manual" });
      expect(inbox.status).toBe(200);
      const entries = await withDb(desk.where, (db) => listAudit(db, { limit: 500, offset: 0 }));
      expect(entries).toContainEqual(expect.objectContaining({ action: "sign-in", operator: "Anna" }));
    });

    it("a flood naming the operator's own passkey from fresh /64s is looked at and refused; the clients that failed are then held, the operator is not", async () => {
      // Each fresh client gets its attempt at an enrolled passkey, whatever the failures elsewhere.
      const first: number[] = [];
      for (let net = 1; net <= 40; net++) first.push(await attempt(`2001:db8:1:${net.toString(16)}::1`, forged()));
      expect(first).toEqual(Array(40).fill(403));
      // Those clients failed, and the passkey has failed far more than 10 times: they are held.
      const again: number[] = [];
      for (let net = 1; net <= 40; net++) again.push(await attempt(`2001:db8:1:${net.toString(16)}::2`, forged()));
      expect(again).toEqual(Array(40).fill(429));
      // Anna, from an address with no failures, signs in with that same passkey.
      const anna = await signInAsAnna("2001:db8:cafe::1");
      expect(anna.status).toBe(200);
    });

    it("the audit of all those failures: at most one line per client and minute for the first clients, one for the others, every failure counted", async () => {
      const lines = (await withDb(desk.where, (db) => listAudit(db, { limit: 1000, offset: 0 }))).filter(
        (e) => e.action === "failed sign-in",
      );
      const count = (detail: string) => Number(/\((\d+) failed sign-ins /.exec(detail)?.[1] ?? 1);
      expect(lines.reduce((n, line) => n + count(line.detail), 0)).toBe(refused);
      // The failures came from about 50 clients; each minute has at most the bound and one more.
      const perMinute = new Map<string, number>();
      for (const line of lines) perMinute.set(line.at.slice(0, 16), (perMinute.get(line.at.slice(0, 16)) ?? 0) + 1);
      for (const n of perMinute.values()) expect(n).toBeLessThanOrEqual(signInAuditLinesPerMinute + 1);
      expect(lines.length).toBeLessThan(refused);
      // Within one minute (as almost always), the 50 clients that failed went past the first 20.
      if (perMinute.size === 1) {
        expect(
          lines.filter((line) =>
            line.detail.includes(`from clients past the first ${signInAuditLinesPerMinute}, one line for all of them)`),
          ),
        ).toHaveLength(1);
      }
    });
  });
}
