// "Jobs for you": how well an open job fits a worker's profile, as a score and the reasons and gaps behind it
// (docs/decisions/111-job-match-rule.md). The server ranks in SQL with these same weights
// (server/matches/match-score.ts); a test checks that both give every job the same score.
import { TICKET_LABELS, rotationShort, type Ticket } from "./extreme-work";
import { LOCATION_GROUP_LABELS, isLocationGroup } from "./location-groups";
import { formatDate } from "./format";
import { annualPay, type SalaryUnit } from "./pay";
import { isKnownTicket } from "./profile-names";
import { expiryStatus } from "./ticket-expiry";
import { titleFitsTrade, workerTrades } from "./trades";

/** Whole points, so a score travels exactly in a cursor. */
export const MATCH_WEIGHTS = {
  // More than a rotation or a region: a job in another trade is seldom one the worker can take.
  trade: 5,
  ticketHeld: 3,
  ticketMissing: -4,
  // Added to ticketHeld: a ticket that lapses before the start still saves a fresh course, not a renewal.
  ticketLapses: -2,
  rotation: 4,
  region: 4,
  payMeetsMinimum: 2,
  startsAfterAvailable: 2,
  startsBeforeAvailable: -1,
  visaOffered: 1,
  noVisa: -3,
} as const;

export type MatchProfile = {
  /** Trades or roles as the worker wrote them (lib/trades.ts reads them); none given, none weighed. */
  roles?: string[];
  tickets: { name: string; expiresOn?: string | null }[];
  availableFrom: string | null;
  rotations: string[];
  minPay: { amount: number; unit: SalaryUnit } | null;
  regions: string[];
  needsSponsorship: boolean;
};

export type MatchJob = {
  /** The title a trade is looked for in; a job without one is in no trade. */
  title?: string;
  tickets: string[] | null;
  rotation: string | null;
  locationGroups: string[];
  annualSalaryMin: number;
  annualSalaryMax: number;
  startDate: Date | null;
  visaSponsorship: boolean | null;
};

export type JobMatch = { score: number; reasons: string[]; gaps: string[] };

/** A moment's calendar day in UTC, as `YYYY-MM-DD` (dates in profiles are plain days). */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The worker's tickets from the controlled list, each with its expiry (the latest when listed twice). */
export function heldTickets(profile: Pick<MatchProfile, "tickets">): Map<Ticket, string | null> {
  const held = new Map<Ticket, string | null>();
  for (const { name, expiresOn } of profile.tickets) {
    if (!isKnownTicket(name)) continue;
    const known = held.get(name);
    const lasting = known === null || !expiresOn ? null : known === undefined || expiresOn > known ? expiresOn : known;
    held.set(name, lasting);
  }
  return held;
}

/** The worker's minimum as a yearly figure for this job: day rates by the job's rotation, as jobs' own pay is. */
export function minimumAnnualPay(profile: Pick<MatchProfile, "minPay">, rotation: string | null): number | null {
  return profile.minPay ? annualPay(profile.minPay.amount, profile.minPay.unit, rotation) : null;
}

/** Whether the job is shown at all: only pay below the worker's minimum hides it; the rest only ranks. */
export function jobQualifies(profile: MatchProfile, job: Pick<MatchJob, "rotation" | "annualSalaryMax">): boolean {
  const minimum = minimumAnnualPay(profile, job.rotation);
  return minimum === null || job.annualSalaryMax >= minimum;
}

/** Held tickets this job requires that lapse before it starts (or have lapsed, when it names no start). */
export function lapsingTickets(
  profile: Pick<MatchProfile, "tickets">,
  job: Pick<MatchJob, "tickets" | "startDate">,
  today: string,
): Ticket[] {
  const startDay = job.startDate ? utcDay(job.startDate) : today;
  const held = heldTickets(profile);
  return (job.tickets ?? []).filter(isKnownTicket).filter((t) => {
    const expiresOn = held.get(t);
    return expiresOn !== undefined && expiresOn !== null && expiresOn < startDay;
  });
}

/**
 * The gap a lapsing ticket makes: 'Your HUET/CA-EBS lapsed on 21 Nov 2026' when it already has, else 'Your
 * HUET/CA-EBS expires on 3 Jan 2027, before this job starts'.
 */
export function lapseWarning(ticket: Ticket, expiresOn: string, today: string): string {
  const status = expiryStatus(expiresOn, today);
  const date = formatDate(expiresOn);
  return status?.state === "lapsed"
    ? `Your ${TICKET_LABELS[ticket]} lapsed on ${date}`
    : `Your ${TICKET_LABELS[ticket]} expires on ${date}, before this job starts`;
}

/** Every lapse warning of this job for this worker, in the job's order of tickets. */
export function lapseWarnings(
  profile: Pick<MatchProfile, "tickets">,
  job: Pick<MatchJob, "tickets" | "startDate">,
  today: string,
): string[] {
  const held = heldTickets(profile);
  return lapsingTickets(profile, job, today).map((t) => lapseWarning(t, held.get(t)!, today));
}

/** 'BOSIET/FOET (valid until 5 Mar 2027)': a held ticket with how it stands today, when it has an expiry date. */
function heldWithStatus(ticket: Ticket, expiresOn: string | null | undefined, today: string): string {
  const status = expiryStatus(expiresOn, today);
  return status ? `${TICKET_LABELS[ticket]} (${status.text[0].toLowerCase()}${status.text.slice(1)})` : TICKET_LABELS[ticket];
}

export function matchJob(profile: MatchProfile, job: MatchJob, today: string): JobMatch {
  const w = MATCH_WEIGHTS;
  const reasons: string[] = [];
  const gaps: string[] = [];
  let score = 0;

  const held = heldTickets(profile);
  const required = job.tickets ?? [];
  const lapsing = new Set(lapsingTickets(profile, job, today));
  const holding = required.filter((t) => held.has(t as Ticket) && !lapsing.has(t as Ticket));
  const missing = required.filter((t) => !held.has(t as Ticket));
  score += (holding.length + lapsing.size) * w.ticketHeld + lapsing.size * w.ticketLapses + missing.length * w.ticketMissing;
  if (holding.length) reasons.push(`You hold ${holding.map((t) => heldWithStatus(t as Ticket, held.get(t as Ticket), today)).join(", ")}`);
  if (missing.length) gaps.push(`Missing: ${missing.map((t) => (isKnownTicket(t) ? TICKET_LABELS[t] : t)).join(", ")}`);
  gaps.push(...lapseWarnings(profile, job, today));

  const trades = job.title ? workerTrades(profile.roles ?? []).filter((trade) => titleFitsTrade(job.title!, trade)) : [];
  if (trades.length) {
    score += w.trade;
    reasons.unshift(`Matches your trade: ${trades.map((trade) => trade.label).join(", ")}`);
  }

  if (job.rotation && profile.rotations.includes(job.rotation)) {
    score += w.rotation;
    reasons.push(`Your rotation: ${rotationShort(job.rotation)}`);
  }

  const regions = job.locationGroups.filter((g) => profile.regions.includes(g) && isLocationGroup(g));
  if (regions.length) {
    score += w.region;
    reasons.push(`In your region: ${regions.map((g) => LOCATION_GROUP_LABELS[g as keyof typeof LOCATION_GROUP_LABELS]).join(", ")}`);
  }

  const minimum = minimumAnnualPay(profile, job.rotation);
  if (minimum !== null && job.annualSalaryMin >= minimum) {
    score += w.payMeetsMinimum;
    reasons.push("Pays at least your minimum");
  }

  if (profile.availableFrom && job.startDate) {
    const days = daysBetween(profile.availableFrom, utcDay(job.startDate));
    if (days >= 0) {
      score += w.startsAfterAvailable;
      reasons.push(days === 0 ? "Starts the day you're available" : `Starts ${plural(days, "day")} after you're available`);
    } else {
      score += w.startsBeforeAvailable;
      gaps.push(`Starts ${plural(-days, "day")} before you're available`);
    }
  }

  if (profile.needsSponsorship && job.visaSponsorship === true) {
    score += w.visaOffered;
    reasons.push("Visa sponsorship offered");
  } else if (profile.needsSponsorship && job.visaSponsorship === false) {
    score += w.noVisa;
    gaps.push("No visa sponsorship");
  }

  return { score, reasons, gaps };
}
