/** "2 minutes ago" in a language: minutes under an hour, hours under two days, then days, as Intl words them. */
export function agoIn(locale: string, justNow: string): (ms: number) => string {
  return (ms) => {
    const minutes = Math.floor(Math.max(0, ms) / 60_000);
    if (minutes < 1) return justNow;
    const words = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
    if (minutes < 60) return words.format(-minutes, "minute");
    const hours = Math.floor(minutes / 60);
    return hours < 48 ? words.format(-hours, "hour") : words.format(-Math.floor(hours / 24), "day");
  };
}
