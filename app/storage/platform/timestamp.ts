/** Timestamps are ISO 8601 UTC strings (`Date#toISOString`): they sort and compare the same on both dialects. */
export type Timestamp = string;
