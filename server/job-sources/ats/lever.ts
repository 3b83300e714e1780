// Lever's public Postings API: GET /v0/postings/{site}?mode=json, an array of postings. Pay is
// salaryRange with Lever's interval names; the country is ISO 3166-1 alpha-2 already.
import "server-only";
import { z } from "zod";
import type { BoardAdapter } from "./adapter";
import type { BoardPay, BoardPosting } from "./posting";

const INTERVALS: Record<string, BoardPay["interval"]> = {
  "per-year-salary": "year",
  "per-month-salary": "month",
  "per-week-salary": "week",
  "per-day-wage": "day",
  "per-hour-wage": "hour",
};

const posting = z.object({
  id: z.string().min(1),
  text: z.string().min(1),
  hostedUrl: z.string().min(1),
  applyUrl: z.string().nullish(),
  country: z.string().nullish(),
  workplaceType: z.string().nullish(),
  categories: z
    .object({
      location: z.string().nullish(),
      commitment: z.string().nullish(),
      team: z.string().nullish(),
      department: z.string().nullish(),
    })
    .nullish(),
  description: z.string().nullish(),
  lists: z.array(z.object({ text: z.string().nullish(), content: z.string().nullish() })).nullish(),
  additional: z.string().nullish(),
  salaryRange: z
    .object({ min: z.number().nonnegative(), max: z.number().nonnegative(), currency: z.string(), interval: z.string() })
    .nullish(),
});

const board = z.array(posting);

function payOf(range: z.infer<typeof posting>["salaryRange"]): BoardPay | null {
  const interval = range ? INTERVALS[range.interval] : undefined;
  return range && interval ? { min: range.min, max: range.max, currency: range.currency, interval } : null;
}

function read(item: z.infer<typeof posting>): BoardPosting {
  // The lists (responsibilities, requirements) and the closing text are part of what the seeker reads.
  const lists = (item.lists ?? []).map((l) => `<h3>${l.text ?? ""}</h3><ul>${l.content ?? ""}</ul>`).join("");
  const country = item.country?.trim().toUpperCase();
  return {
    id: item.id,
    title: item.text,
    company: null,
    location: item.categories?.location?.trim() ?? "",
    country: country && /^[A-Z]{2}$/.test(country) ? country : null,
    descriptionHtml: `${item.description ?? ""}${lists}${item.additional ?? ""}`,
    pay: payOf(item.salaryRange),
    applyUrl: item.applyUrl ?? item.hostedUrl,
    contract: item.categories?.commitment ?? null,
    department: item.categories?.department ?? item.categories?.team ?? null,
    remote: item.workplaceType === "remote",
    closingDate: null,
  };
}

export const lever: BoardAdapter = {
  path: (site) => `/v0/postings/${encodeURIComponent(site)}?mode=json`,
  read: (json) => board.parse(json).map(read),
};
