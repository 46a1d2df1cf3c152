/** Minutes since midnight as hours and minutes: the languages write them their own way. */
export const hm = (minutes: number) => [Math.floor(minutes / 60), minutes % 60] as const;
