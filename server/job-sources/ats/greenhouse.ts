// Greenhouse's public Job Board API: GET /v1/boards/{token}/jobs?content=true. The content is HTML with its
// markup escaped once more; pay is the pay-transparency ranges where the board publishes them.
import "server-only";
import { z } from "zod";
import type { BoardAdapter } from "./adapter";
import type { BoardPosting } from "./posting";

const payRange = z.object({
  min_cents: z.number().nonnegative(),
  max_cents: z.number().nonnegative(),
  currency_type: z.string().min(3).max(3),
});

const metadataItem = z.object({
  name: z.string().nullish(),
  value: z.unknown().nullish(),
  value_type: z.string().nullish(),
});

const job = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  title: z.string().min(1),
  absolute_url: z.string().min(1),
  location: z.object({ name: z.string().nullish() }).nullish(),
  content: z.string().nullish(),
  company_name: z.string().nullish(),
  departments: z.array(z.object({ name: z.string().nullish() })).nullish(),
  metadata: z.array(metadataItem).nullish(),
  pay_input_ranges: z.array(payRange).nullish(),
});

const board = z.object({ jobs: z.array(job) });

const unescape = (html: string) =>
  html.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: "<", gt: ">", quot: '"', "#39": "'", amp: "&" })[e]!);

/** A custom field of date type whose name speaks of a deadline or closing is the closing date. */
function closingDateOf(metadata: z.infer<typeof metadataItem>[] | null | undefined): Date | null {
  const field = metadata?.find((m) => /clos|deadline/i.test(m.name ?? "") && typeof m.value === "string");
  const at = field ? new Date(field.value as string) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

function posting(item: z.infer<typeof job>): BoardPosting {
  const range = item.pay_input_ranges?.[0];
  const location = item.location?.name?.trim() ?? "";
  return {
    id: String(item.id),
    title: item.title,
    company: item.company_name ?? null,
    location,
    country: null,
    descriptionHtml: unescape(item.content ?? ""),
    pay: range ? { min: range.min_cents / 100, max: range.max_cents / 100, currency: range.currency_type, interval: "year" } : null,
    applyUrl: item.absolute_url,
    contract: null,
    department: item.departments?.[0]?.name ?? null,
    remote: /\bremote\b/i.test(location),
    closingDate: closingDateOf(item.metadata),
  };
}

export const greenhouse: BoardAdapter = {
  path: (token) => `/v1/boards/${encodeURIComponent(token)}/jobs?content=true&pay_transparency=true`,
  read: (json) => board.parse(json).jobs.map(posting),
};
