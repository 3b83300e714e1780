// Workable's public widget API: GET /api/v1/widget/accounts/{slug}?details=true, the account's name and its
// published jobs. The widget states no pay, so its jobs stay incomplete until the employer adds it.
import "server-only";
import { z } from "zod";
import type { BoardAdapter } from "./adapter";
import type { BoardPosting } from "./posting";

const place = z.object({
  country: z.string().nullish(),
  countryCode: z.string().nullish(),
  city: z.string().nullish(),
  region: z.string().nullish(),
});

const job = z.object({
  shortcode: z.string().min(1),
  title: z.string().min(1),
  url: z.string().min(1),
  application_url: z.string().nullish(),
  description: z.string().nullish(),
  employment_type: z.string().nullish(),
  telecommuting: z.boolean().nullish(),
  department: z.string().nullish(),
  industry: z.string().nullish(),
  country: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  locations: z.array(place).nullish(),
});

const board = z.object({ name: z.string().nullish(), jobs: z.array(job) });

function read(item: z.infer<typeof job>, company: string | null): BoardPosting {
  const first = item.locations?.[0];
  const parts = [first?.city ?? item.city, first?.region ?? item.state, first?.country ?? item.country];
  const code = first?.countryCode?.trim().toUpperCase();
  return {
    id: item.shortcode,
    title: item.title,
    company,
    location: parts.filter((p): p is string => Boolean(p?.trim())).join(", "),
    country: code && /^[A-Z]{2}$/.test(code) ? code : null,
    descriptionHtml: item.description ?? "",
    pay: null,
    applyUrl: item.application_url ?? item.url,
    contract: item.employment_type ?? null,
    department: item.department ?? item.industry ?? null,
    remote: item.telecommuting ?? false,
    closingDate: null,
  };
}

export const workable: BoardAdapter = {
  path: (slug) => `/api/v1/widget/accounts/${encodeURIComponent(slug)}?details=true`,
  read: (json) => {
    const parsed = board.parse(json);
    return parsed.jobs.map((item) => read(item, parsed.name ?? null));
  },
};
