// The match rule of lib/job-match.ts as SQL over the jobs table, so the database ranks every listed job in one
// pass (docs/decisions/111-job-match-rule.md). Each piece folds the profile in as constants: per job it is a few
// array and date comparisons, no join and no subquery.
import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { MATCH_WEIGHTS as W, heldTickets, type MatchProfile } from "@/lib/job-match";
import { annualPaySql, isSalaryUnit } from "@/lib/pay";
import { workerTrades } from "@/lib/trades";
import { jobs } from "../db/schema";

/** A weight goes into the SQL text: a constant of ours, and the planner sees a number, not a parameter. */
const n = (weight: number) => sql.raw(String(weight));
const textArray = (values: string[]) => sql`${`{${values.map((v) => JSON.stringify(v)).join(",")}}`}::text[]`;
const startDay = (today: string) => sql`coalesce((${jobs.startDate} at time zone 'UTC')::date, ${today}::date)`;

/** The worker's minimum as a yearly figure for each job's rotation; null when they set none. */
function minimumAnnual(profile: MatchProfile): SQL | null {
  const { minPay } = profile;
  // Both go into the SQL text: a validated whole number and one of the units, never the request's raw text.
  if (!minPay || !Number.isInteger(minPay.amount) || !isSalaryUnit(minPay.unit)) return null;
  return sql.raw(`(${annualPaySql(String(minPay.amount), `'${minPay.unit}'`, "rotation")})`);
}

/** Hides jobs whose pay cannot reach the worker's minimum; undefined when they set none. */
export function matchFilter(profile: MatchProfile): SQL | undefined {
  const minimum = minimumAnnual(profile);
  return minimum ? sql`${jobs.annualSalaryMax} >= ${minimum}` : undefined;
}

/**
 * Whether the title holds every word (in one of its forms) of one of the worker's trades, compared as
 * lib/trades.ts does: lower case, letters and digits, anything else a space. Each word is a parameter.
 */
function tradeCondition(profile: MatchProfile): SQL | null {
  const trades = workerTrades(profile.roles ?? []);
  if (!trades.length) return null;
  const title = sql`(' ' || regexp_replace(lower(${jobs.title}), '[^a-z0-9]+', ' ', 'g') || ' ')`;
  const has = (word: string) => sql`strpos(${title}, ${` ${word} `}) > 0`;
  const fits = trades.map((trade) =>
    sql.join(
      trade.words.map((forms) => sql`(${sql.join(forms.map(has), sql` or `)})`),
      sql` and `,
    ),
  );
  return sql.join(
    fits.map((fit) => sql`(${fit})`),
    sql` or `,
  );
}

/** The job's score for this profile, as lib/job-match.ts's matchJob counts it. */
export function matchScore(profile: MatchProfile, today: string): SQL<number> {
  const parts: SQL[] = [sql`${n(W.ticketMissing)} * coalesce(cardinality(${jobs.tickets}), 0)`];
  for (const [ticket, expiresOn] of heldTickets(profile)) {
    const lapses = expiresOn ? sql` + case when ${expiresOn}::date < ${startDay(today)} then ${n(W.ticketLapses)} else 0 end` : sql``;
    parts.push(sql`case when ${ticket} = any(${jobs.tickets}) then ${n(W.ticketHeld - W.ticketMissing)}${lapses} else 0 end`);
  }
  const trade = tradeCondition(profile);
  if (trade) parts.push(sql`case when ${trade} then ${n(W.trade)} else 0 end`);
  if (profile.rotations.length)
    parts.push(sql`case when ${jobs.rotation} = any(${textArray(profile.rotations)}) then ${n(W.rotation)} else 0 end`);
  if (profile.regions.length)
    parts.push(sql`case when ${jobs.locationGroups} && ${textArray(profile.regions)} then ${n(W.region)} else 0 end`);
  const minimum = minimumAnnual(profile);
  if (minimum) parts.push(sql`case when ${jobs.annualSalaryMin} >= ${minimum} then ${n(W.payMeetsMinimum)} else 0 end`);
  if (profile.availableFrom)
    parts.push(
      sql`case when ${jobs.startDate} is null then 0 when (${jobs.startDate} at time zone 'UTC')::date >= ${profile.availableFrom}::date then ${n(W.startsAfterAvailable)} else ${n(W.startsBeforeAvailable)} end`,
    );
  if (profile.needsSponsorship)
    parts.push(sql`case ${jobs.visaSponsorship} when true then ${n(W.visaOffered)} when false then ${n(W.noVisa)} else 0 end`);
  return sql<number>`(${sql.join(parts, sql` + `)})::int`;
}
