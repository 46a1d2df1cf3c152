/**
 * Events per key within the last `windowMs` (sign-in failures per client, per passkey), in memory,
 * plus the attempts still under way: a burst of concurrent attempts is counted as it starts, not
 * once each has failed, so that a hundred at once cannot all get past a limit of ten.
 */
export class SlidingCounter {
  private readonly times = new Map<string, number[]>();
  private readonly pending = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    /** Past this many keys, the quiet ones are forgotten. */
    private readonly maxKeys = 10_000,
  ) {}

  /** Events in the window, and attempts under way. */
  count(key: string, now = Date.now()): number {
    const recent = (this.times.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length === 0) this.times.delete(key);
    else this.times.set(key, recent);
    return recent.length + (this.pending.get(key) ?? 0);
  }

  /** An attempt under way: counted until the returned function is called (once it succeeded or failed). */
  hold(key: string): () => void {
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const n = (this.pending.get(key) ?? 1) - 1;
      if (n <= 0) this.pending.delete(key);
      else this.pending.set(key, n);
    };
  }

  add(key: string, now = Date.now()): void {
    const recent = (this.times.get(key) ?? []).filter((t) => now - t < this.windowMs);
    recent.push(now);
    this.times.set(key, recent);
    if (this.times.size > this.maxKeys) {
      for (const [k, v] of this.times) if (v.every((t) => now - t >= this.windowMs)) this.times.delete(k);
    }
  }
}
