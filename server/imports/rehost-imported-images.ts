// The outside images a CSV names become our own copies before any row is stored (decision 054). Each
// address is fetched once however many rows share it; a row whose image cannot be had is a row error.
import "server-only";
import type { CsvRecord, ImportedJob } from "@/lib/csv-import";
import { ImageFetchError, rehostImage } from "../uploads/rehost-image";

export type ReadRow = { row: number; record: CsvRecord; job: ImportedJob };
type Outcome = { url: string } | { problem: string };

const COLUMNS = { companyLogoUrl: "company_logo_url", swipeCardImageUrl: "swipe_card_image_url" } as const;

export async function rehostImportedImages(
  rows: ReadRow[],
): Promise<{ rows: ReadRow[]; errors: { row: number; error: string; data: CsvRecord }[] }> {
  const fetched = new Map<string, Promise<Outcome>>();
  const fetchOnce = (source: string) => {
    if (!fetched.has(source)) {
      fetched.set(
        source,
        rehostImage(source).then(
          (url) => ({ url }),
          (error) => {
            if (error instanceof ImageFetchError) return { problem: `the address ${error.message}` };
            throw error;
          },
        ),
      );
    }
    return fetched.get(source)!;
  };
  const kept: ReadRow[] = [];
  const errors: { row: number; error: string; data: CsvRecord }[] = [];
  await Promise.all(
    rows.map(async (read) => {
      const job = { ...read.job };
      for (const field of Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]) {
        const source = job[field];
        if (!source) continue;
        const outcome = await fetchOnce(source);
        if ("problem" in outcome) return errors.push({ row: read.row, error: `${COLUMNS[field]}: ${outcome.problem}`, data: read.record });
        job[field] = outcome.url;
      }
      kept.push({ ...read, job });
    }),
  );
  // Rows keep the file's order whatever order their images arrived in.
  return { rows: kept.sort((a, b) => a.row - b.row), errors };
}
