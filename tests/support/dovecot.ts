/**
 * A real IMAP server for a test: Debian's Dovecot (`dovecot-imapd`, which .ci/run installs) on a free
 * loopback port, with a minimal configuration in a temporary directory: plain-text login allowed
 * (loopback only, no TLS), one user from a passwd-file, a Maildir under the directory. Messages are
 * delivered by APPEND over IMAP, as a mail server would file them.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { accessSync, chmodSync, chownSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { ImapFlow } from "imapflow";
import { vi } from "vitest";
import { freePort } from "./server";

export interface Dovecot {
  port: number;
  user: string;
  password: string;
  /** `imap://user:password@127.0.0.1:port/INBOX`: the server's IMAP_URL. */
  url: string;
  /** Files a message in INBOX (APPEND); its UID. */
  deliver(raw: string): Promise<number>;
  /** Each message's UID and flags, as a mail client would see them. */
  messages(): Promise<{ uid: number; flags: string[] }[]>;
  /** INBOX's UIDVALIDITY. */
  uidValidity(): Promise<bigint>;
  /** Dovecot's log (for a failing test's message). */
  log(): string;
  /** Stops the server (every connection drops) and starts it again on the same port and mail. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Where Debian puts the daemon (root's PATH has /usr/sbin; a user's may not). */
export function dovecotBinary(): string | undefined {
  for (const dir of [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/local/sbin"]) {
    if (!dir) continue;
    try {
      accessSync(join(dir, "dovecot"), constants.X_OK);
      return join(dir, "dovecot");
    } catch {
      // not here
    }
  }
  return undefined;
}

/**
 * Whether the IMAP cases run: with Dovecot installed, and always under CI (CI=true), where a missing
 * Dovecot then fails them ("dovecot is not installed") instead of skipping them in silence.
 */
export const dovecotEnabled = Boolean(dovecotBinary()) || !["", "0", "false"].includes((process.env.CI ?? "").toLowerCase());

/** Run as root (CI), Dovecot's own users serve logins and mail belongs to nobody; as a user, all is that user's. */
function accounts(dir: string) {
  if (process.getuid?.() !== 0) {
    const me = userInfo();
    return { login: me.username, internal: me.username, uid: me.uid, gid: me.gid };
  }
  const ids = (name: string, flag: string) => Number(spawnSync("id", [flag, name], { encoding: "utf8" }).stdout.trim());
  const uid = ids("nobody", "-u");
  const gid = ids("nobody", "-g");
  chownSync(join(dir, "mail"), uid, gid);
  return { login: "dovenull", internal: "dovecot", uid, gid };
}

function config(dir: string, port: number, a: ReturnType<typeof accounts>): string {
  return `
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = test-${port}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
log_path = ${dir}/dovecot.log
default_login_user = ${a.login}
default_internal_user = ${a.internal}
first_valid_uid = ${Math.min(a.uid, 500)}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${a.uid} gid=${a.gid} home=${dir}/mail/%u
}
mail_location = maildir:~/Maildir
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
`;
}

/** Waits until the port takes a login (Dovecot forks its listeners after the master starts). */
async function answering(url: { port: number; user: string; password: string }, child: ChildProcess, log: () => string): Promise<void> {
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`dovecot exited (${child.exitCode}):\n${log()}`);
      const client = new ImapFlow({
        host: "127.0.0.1",
        port: url.port,
        secure: false,
        auth: { user: url.user, pass: url.password },
        logger: false,
      });
      client.on("error", () => {});
      try {
        await client.connect();
        await client.logout();
      } catch (error) {
        client.close();
        throw new Error(`dovecot does not answer on ${url.port}: ${String(error)}\n${log()}`);
      }
    },
    { timeout: 30_000, interval: 200 },
  );
}

/** SIGTERM to Dovecot's process group (the master and its sessions), and the master's exit. */
async function ended(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

export async function startDovecot(): Promise<Dovecot> {
  const binary = dovecotBinary();
  if (!binary) throw new Error("dovecot is not installed (Debian: apt-get install dovecot-imapd; .ci/run installs it)");
  const dir = mkdtempSync(join(tmpdir(), "dovecot-"));
  // Dovecot's unprivileged processes must reach the directory.
  chmodSync(dir, 0o755);
  for (const sub of ["run", "state", "mail"]) mkdirSync(join(dir, sub));
  const user = "agency";
  const password = `pw-${Math.random().toString(36).slice(2, 12)}`;
  writeFileSync(join(dir, "users"), `${user}:{PLAIN}${password}::::::\n`);
  const port = await freePort();
  writeFileSync(join(dir, "dovecot.conf"), config(dir, port, accounts(dir)));
  let output = "";
  const launch = () => {
    // A process group of its own: stopping it ends the IMAP sessions too, not only the master.
    const started = spawn(binary, ["-F", "-c", join(dir, "dovecot.conf")], { stdio: ["ignore", "pipe", "pipe"], detached: true });
    started.stdout?.on("data", (d) => (output += d));
    started.stderr?.on("data", (d) => (output += d));
    return started;
  };
  let child = launch();
  const log = () => {
    try {
      return output + readFileSync(join(dir, "dovecot.log"), "utf8");
    } catch {
      return output;
    }
  };
  const account = { port, user, password };
  try {
    await answering(account, child, log);
  } catch (error) {
    await ended(child);
    throw error;
  }
  const connect = async () => {
    const client = new ImapFlow({ host: "127.0.0.1", port, secure: false, auth: { user, pass: password }, logger: false });
    client.on("error", () => {});
    await client.connect();
    return client;
  };
  return {
    ...account,
    url: `imap://${user}:${password}@127.0.0.1:${port}/INBOX`,
    async deliver(raw) {
      const client = await connect();
      try {
        const appended = await client.append("INBOX", raw);
        if (!appended || !appended.uid) throw new Error("APPEND gave no UID");
        return appended.uid;
      } finally {
        await client.logout();
      }
    },
    async messages() {
      const client = await connect();
      try {
        const box = await client.mailboxOpen("INBOX", { readOnly: true });
        if (box.exists === 0) return [];
        const list = await client.fetchAll("1:*", { uid: true, flags: true });
        return list.map((m) => ({ uid: m.uid, flags: [...(m.flags ?? [])].sort() }));
      } finally {
        await client.logout();
      }
    },
    async uidValidity() {
      const client = await connect();
      try {
        return (await client.mailboxOpen("INBOX", { readOnly: true })).uidValidity;
      } finally {
        await client.logout();
      }
    },
    log,
    async restart() {
      await ended(child);
      child = launch();
      await answering(account, child, log);
    },
    async stop() {
      await ended(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
