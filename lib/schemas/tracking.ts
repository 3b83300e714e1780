// Beacon payloads: what the browser may tell us about a visit.
import { z } from "zod";

const utm = z.string().trim().max(200).optional();

export const utmSchema = z.object({
  utm_source: utm,
  utm_medium: utm,
  utm_campaign: utm,
  utm_term: utm,
  utm_content: utm,
});

export const CLICK_TYPES = ["apply", "view"] as const;

export const trackClickSchema = utmSchema.extend({
  clickType: z.enum(CLICK_TYPES, { message: "clickType must be 'apply' or 'view'" }).default("apply"),
});
export type TrackClick = z.output<typeof trackClickSchema>;
