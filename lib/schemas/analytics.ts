// Beacon payloads: page views, events, job clicks and web vitals, with their context.
import { z } from "zod";
import { trackClickSchema } from "./tracking";
import { uuidSchema } from "./common";

const short = z.string().trim().max(200).optional();

/** What the browser adds to every beacon; the server reads the user agent and IP itself. */
export const analyticsContextSchema = z.object({
  referrer: z.string().max(1000).optional(),
  utmSource: short,
  utmMedium: short,
  utmCampaign: short,
  utmTerm: short,
  utmContent: short,
});

export const pageViewSchema = analyticsContextSchema.extend({
  path: z
    .string({ error: "path is required" })
    .trim()
    .min(1, "path is required")
    .max(500)
    .startsWith("/", "path must start with /")
    // A view is of a page, not of a query string: one page counts as one path, and no token is kept.
    .transform((path) => path.split(/[?#]/)[0] || "/"),
});

export const eventSchema = analyticsContextSchema.extend({
  action: z.string({ error: "action is required" }).trim().min(1, "action is required").max(100),
  category: short,
  label: short,
  path: z.string().max(500).optional(),
});

export const jobClickBeaconSchema = analyticsContextSchema.extend({
  jobId: uuidSchema,
  // The same rule and message as track-click: zod's own enum message does not name the field.
  clickType: trackClickSchema.shape.clickType,
});

export const WEB_VITALS = ["LCP", "FID", "INP", "CLS", "FCP", "TTFB"] as const;

export const webVitalSchema = z.object({
  name: z.enum(WEB_VITALS, { error: "Unknown metric" }),
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(["good", "needs-improvement", "poor"]).optional(),
  timestamp: z.number().optional(),
  url: z.string().max(1000).optional(),
});
export type WebVital = z.output<typeof webVitalSchema>;
