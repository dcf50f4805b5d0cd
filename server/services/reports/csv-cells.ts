/** Characters a spreadsheet may read as the start of a formula (OWASP's CSV injection list). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell: text a spreadsheet would run as a formula is prefixed with a single quote (OWASP), and a cell with
 * a comma, quote or line break is quoted with its quotes doubled (RFC 4180). Amounts are never negative, so no
 * number is changed.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
