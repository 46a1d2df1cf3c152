/**
 * The page views waiting for their visit to be looked up (visits.server.ts), in arrival order.
 * A client asking for the same page again before the queue is taken (a reload, a load test: the
 * same shared view object from the same address and user agent) adds to its last entry instead of
 * queueing one more: nothing is allocated for it, and its visit is looked up once. Only the last
 * entry from its address is added to (so also the client's own last), within its UTC day, so the
 * order of each client's pages, which decides its visits, is kept.
 */
import type { PageView, VisitClient } from "./page-view";

const dayMs = 86_400_000;

export interface Queued {
  view: PageView;
  client: VisitClient;
  /** The first of its views. */
  at: number;
  /** Its views: the first, and the same page asked for again by the same client. */
  n: number;
  /** The last of its views. */
  lastAt: number;
  /** The end of its first view's UTC day: a view after it starts another entry. */
  dayEnd: number;
}

export function createViewQueue() {
  let entries: Queued[] = [];
  // Address → the last entry from that address (one map level: no map made per address).
  let last = new Map<string, Queued>();
  let views = 0;
  return {
    /** Queues a view; returns the number of entries once it adds one, 0 when it added to one. */
    add(view: PageView, client: VisitClient, at: number): number {
      views++;
      const previous = last.get(client.ip);
      if (
        previous !== undefined &&
        previous.view === view &&
        previous.client.userAgent === client.userAgent &&
        at < previous.dayEnd &&
        at >= previous.lastAt
      ) {
        previous.n++;
        previous.lastAt = at;
        return 0;
      }
      const entry: Queued = { view, client, at, n: 1, lastAt: at, dayEnd: at - (((at % dayMs) + dayMs) % dayMs) + dayMs };
      last.set(client.ip, entry);
      return entries.push(entry);
    },
    /** Everything queued, in arrival order; the queue starts again empty. */
    take(): Queued[] {
      const taken = entries;
      entries = [];
      last = new Map();
      views = 0;
      return taken;
    },
    /** Entries queued (each one or more views of one page by one client). */
    get length() {
      return entries.length;
    },
    /** Views queued. */
    get views() {
      return views;
    },
  };
}
