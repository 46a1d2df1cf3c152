/**
 * A spreadsheet runs a cell that starts with = + - @ (or their full-width forms ＝ ＋ － ＠, which
 * some spreadsheets fold to ASCII, or a tab or CR, which some trim first) as a formula. Such a
 * start, at the beginning or after any separator a spreadsheet may split on (`,` `;` tab, spaces
 * between), gets an apostrophe so it stays text.
 */
export function neutraliseFormula(cell: string): string {
  return cell.replace(/(^|[,;\t] *)([=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r])/g, (_, before: string, starter: string) =>
    before === "" || starter !== "\t" ? `${before}'${starter}` : `${before}${starter}`,
  );
}

/**
 * One CSV field per RFC 4180: quoted when it holds a quote, a line break or the separator of either
 * variant (`,` plain, `;` for Excel with Belgian or French settings), so a cell is never split; quotes doubled.
 */
export function csvField(value: string | number | null | undefined): string {
  const cell = neutraliseFormula(value === null || value === undefined ? "" : String(value));
  return /[",;\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export interface CsvOptions {
  /** The "Excel" variant: semicolons and a UTF-8 byte order mark, as Excel opens it in Belgium and France. */
  excel?: boolean;
}

/** Rows to CSV text: CRLF line breaks, header first, a final CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
  options: CsvOptions = {},
): string {
  const separator = options.excel ? ";" : ",";
  const text = [header, ...rows].map((row) => row.map(csvField).join(separator)).join("\r\n") + "\r\n";
  return options.excel ? `\uFEFF${text}` : text;
}
