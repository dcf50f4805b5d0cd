/**
 * A formula character (OWASP's CSV injection list) where a spreadsheet may start a cell: at the text's start, or
 * after anything a spreadsheet may split cells or rows on (`,`; `;` in locales whose list separator it is; a tab; a
 * line break a reader took for a row's end), past any quotes or spaces.
 */
const formulaStart = /(?<=^|[,;\t\r\n])([" ]*)([=+\-@\t\r])/g;

/**
 * One CSV cell: a formula character where a spreadsheet may start a cell is prefixed with a single quote (OWASP),
 * and a cell with a comma, semicolon, quote or line break is quoted with its quotes doubled (RFC 4180; the
 * semicolon for `;` locales). Amounts are never negative and hold no separator, so no number is changed.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value).replace(formulaStart, "$1'$2");
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
