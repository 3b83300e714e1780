// What the upload form and the upload route both check of a CSV file before reading it, kept apart from the
// row reader so the form's bundle does not carry the reader's place data.
export const MAX_CSV_BYTES = 10 * 1024 * 1024;

/** A CSV by its type or name, as the browser reports them. */
export function isCsvFile(file: { name: string; type: string }): boolean {
  return file.type === "text/csv" || file.name.toLowerCase().endsWith(".csv");
}
