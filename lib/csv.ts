/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or CR, which some trim first) as a
 * formula: prefix such a cell with an apostrophe so it stays text.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** One CSV field per RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled. */
export function csvField(value: string | number | null | undefined): string {
  const cell = neutraliseFormula(value === null || value === undefined ? "" : String(value));
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** Rows to CSV text: CRLF line breaks, header first, a final CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
