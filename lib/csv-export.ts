// CSV written for people to open in spreadsheets: each cell quoted as needed and disarmed against
// formula injection. Spreadsheets skip leading spaces and NULs before reading '=', so a cell whose
// first visible character is =, +, -, @, or that starts with tab or CR, is prefixed with '.
const FORMULA_START = /^[\s\0]*[=+\-@]|^[\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export type ImportErrorRow = { row: number; error: string; data: Record<string, string | undefined> };

/** Every rejected row: its line number, why, then the cells as uploaded (columns in first-seen order). */
export function importErrorLog(errors: readonly ImportErrorRow[]): string {
  const columns: string[] = [];
  for (const e of errors) for (const key of Object.keys(e.data)) if (!columns.includes(key)) columns.push(key);
  return toCsv([["row", "error", ...columns], ...errors.map((e) => [e.row, e.error, ...columns.map((c) => e.data[c] ?? "")])]);
}
