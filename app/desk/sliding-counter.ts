/** Events per key within the last `windowMs` (sign-in failures per client, per passkey), in memory. */
export class SlidingCounter {
  private readonly times = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    /** Past this many keys, the quiet ones are forgotten. */
    private readonly maxKeys = 10_000,
  ) {}

  count(key: string, now = Date.now()): number {
    const recent = (this.times.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length === 0) this.times.delete(key);
    else this.times.set(key, recent);
    return recent.length;
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
