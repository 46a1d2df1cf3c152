import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { createSession, findSession } from "~/storage/operators/desk-sessions-store.server";
import { findEnrolment, inviteOperator } from "~/storage/operators/desk-enrolment-store.server";
import { completeEnrolment, listPasskeys, revokePasskey } from "~/storage/operators/passkeys-store.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";

const passkey = (id: string, operatorId: string) => ({
  id,
  operatorId,
  publicKey: "AAAA",
  counter: 0,
  transports: undefined,
  device: "Chrome on Android",
});

describe.each(backends.filter((b) => b.enabled))("the desk's passkeys and links on $name", ({ name }) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await testDatabase(name);
    db = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  // The store side of defect 7 (the end-to-end test in desk-passkeys.e2e.ts is the one seen failing before the fix).
  it("enrols in one transaction: a passkey that cannot be saved leaves the link usable", async () => {
    const { operator, token } = await inviteOperator(db, { email: "tx@agency.example", language: "fr" });
    expect(await findEnrolment(db, token)).toMatchObject({ operator: { id: operator.id, language: "fr" }, language: "fr" });
    const session = await completeEnrolment(db, token, passkey("tx-passkey", operator.id));
    expect(session).toBeDefined();
    // A second link, and a save that fails (the same credential id again): nothing kept, the link still works.
    const second = await inviteOperator(db, { email: "tx@agency.example" });
    await expect(completeEnrolment(db, second.token, passkey("tx-passkey", operator.id))).rejects.toThrow();
    expect(await findEnrolment(db, second.token)).toBeDefined();
    expect((await listPasskeys(db, operator.id)).map((p) => p.id)).toEqual(["tx-passkey"]);
    expect(await completeEnrolment(db, second.token, passkey("tx-passkey-2", operator.id))).toBeDefined();
    expect(await findEnrolment(db, second.token)).toBeUndefined();
  });

  it("a new link revokes the earlier unused ones, not the used ones", async () => {
    const first = await inviteOperator(db, { email: "links@agency.example" });
    const second = await inviteOperator(db, { email: "links@agency.example" });
    expect(second.revoked).toBe(1);
    expect(await findEnrolment(db, first.token)).toBeUndefined();
    expect(await completeEnrolment(db, second.token, passkey("links-1", second.operator.id))).toBeDefined();
    const third = await inviteOperator(db, { email: "links@agency.example" });
    expect(third.revoked).toBe(0);
  });

  it("revoking a passkey ends the sessions it opened (and older ones without a passkey), not the others", async () => {
    const { operator, token } = await inviteOperator(db, { email: "revoke@agency.example" });
    const lost = await completeEnrolment(db, token, passkey("lost", operator.id));
    const again = await inviteOperator(db, { email: "revoke@agency.example" });
    const kept = await completeEnrolment(db, again.token, passkey("kept", operator.id));
    const before = await createSession(db, operator.id, null);
    expect(await revokePasskey(db, operator.id, "lost")).toEqual({ sessions: 2 });
    expect(await findSession(db, lost!)).toBeUndefined();
    expect(await findSession(db, before)).toBeUndefined();
    expect(await findSession(db, kept!)).toMatchObject({ credentialId: "kept" });
    expect(await revokePasskey(db, operator.id, "lost")).toBeUndefined();
    // Another operator's passkey is not theirs to revoke.
    const other = await inviteOperator(db, { email: "other@agency.example" });
    expect(await revokePasskey(db, other.operator.id, "kept")).toBeUndefined();
    expect((await listPasskeys(db, operator.id)).map((p) => p.id)).toEqual(["kept"]);
  });
});
