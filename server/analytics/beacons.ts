// Page views, events and web vitals sent by the browser, limited per visitor so nobody can flood them.
import "server-only";
import type { z } from "zod";
import type { analyticsContextSchema, eventSchema, jobClickBeaconSchema, pageViewSchema, WebVital } from "@/lib/schemas/analytics";
import { rateVital } from "@/lib/web-vitals";
import type { Db } from "../db/client";
import { analyticsEvents, pageViews, webVitals } from "../db/schema";
import type { VisitContext } from "../http/visit-context";
import { config } from "../config";
import { enforceLimit, hit } from "../rate-limit";

export function limitBeacons(db: Db, visit: VisitContext): Promise<void> {
  return enforceLimit(db, `beacon:${visit.ipHash}`, config().beaconsPerMinute, 60);
}

type Context = z.output<typeof analyticsContextSchema>;

function stored(context: Context, visit: VisitContext) {
  return {
    userAgent: visit.userAgent,
    ipHash: visit.ipHash,
    referrer: context.referrer || visit.referrer,
    utmSource: context.utmSource,
    utmMedium: context.utmMedium,
    utmCampaign: context.utmCampaign,
    utmTerm: context.utmTerm,
    utmContent: context.utmContent,
  };
}

/** A page counts once per visitor and path in this window, as apply clicks do: employers read these. */
export const PAGE_VIEW_DEDUP_SECONDS = 30 * 60;

export async function recordPageView(db: Db, view: z.output<typeof pageViewSchema>, visit: VisitContext) {
  await limitBeacons(db, visit);
  if ((await hit(db, `view:${view.path}:${visit.ipHash}`, PAGE_VIEW_DEDUP_SECONDS)) > 1) return;
  await db.insert(pageViews).values({ path: view.path, ...stored(view, visit) });
}

export async function recordEvent(db: Db, event: z.output<typeof eventSchema>, visit: VisitContext) {
  await limitBeacons(db, visit);
  await db.insert(analyticsEvents).values({
    action: event.action,
    category: event.category,
    label: event.label,
    path: event.path,
    ...stored(event, visit),
  });
}

/** The spec's job-click beacon is an analytics event; the apply counter moves through track-click. */
export async function recordJobClickEvent(db: Db, click: z.output<typeof jobClickBeaconSchema>, visit: VisitContext) {
  await recordEvent(db, { action: "job_click", category: click.clickType, label: click.jobId, ...click }, visit);
}

export async function recordWebVital(db: Db, vital: WebVital, visit: VisitContext) {
  await limitBeacons(db, visit);
  // The rating is ours to decide from the section 9 bounds, whatever the browser said.
  const url = vital.url?.split(/[?#]/)[0]; // never keep a query string: it can hold tokens
  await db.insert(webVitals).values({ name: vital.name, value: vital.value, rating: rateVital(vital.name, vital.value), url });
}
