// The visibility rule over every pair of the states that keep a job off the board: which reasons it gives,
// which actions each pair refuses (and with which reason), and what the stored switch becomes after each.
import { describe, expect, it } from "vitest";
import {
  activeAfter,
  downReasons,
  downText,
  refusal,
  type DownReason,
  type ListingAction,
  type VisibilityFacts,
} from "@/lib/job-visibility";
import { postingView } from "@/lib/listing-term";

const NOW = new Date("2026-11-26T12:00:00Z");
const DAY = 86_400_000;
const listed: VisibilityFacts = {
  isActive: true,
  archivedAt: null,
  expiresAt: new Date(NOW.getTime() + 30 * DAY),
  takenDownAt: null,
  takenDownReason: null,
  paymentIssue: null,
};

/** Each state as the facts the server stores for it. */
const STATES = {
  taken_down: { isActive: false, takenDownAt: new Date(NOW.getTime() - DAY), takenDownReason: "Asks for a fee" },
  refunded: { isActive: false, paymentIssue: "refunded" },
  dispute_lost: { isActive: false, paymentIssue: "dispute_lost" },
  disputed: { isActive: false, paymentIssue: "disputed" },
  dispute_won: { paymentIssue: "dispute_won" },
  held: { isActive: false },
  incomplete: { isActive: false, incompleteFields: ["salary", "country"] },
  archived: { isActive: false, archivedAt: new Date(NOW.getTime() - DAY) },
  expired: { expiresAt: new Date(NOW.getTime() - DAY) },
} satisfies Record<string, Partial<VisibilityFacts>>;
type State = keyof typeof STATES;

/** The reason each state gives on its own (a won dispute gives none: the money stands). */
const OWN_REASON: Record<State, DownReason | null> = {
  taken_down: "taken_down",
  refunded: "refunded",
  dispute_lost: "refunded",
  disputed: "disputed",
  dispute_won: null,
  held: "held",
  incomplete: "incomplete",
  archived: "archived",
  expired: "expired",
};

/** What refuses each action: the table the issue asks for, written out here independently of the code. */
const REFUSES: Record<ListingAction, DownReason[]> = {
  reactivate: ["taken_down", "refunded", "disputed", "incomplete", "held", "expired"],
  extend: ["taken_down", "refunded", "disputed", "incomplete", "held"],
  renew: ["taken_down"],
  admin_list: ["refunded", "disputed", "incomplete"],
  complete: [],
};
const ORDER: DownReason[] = ["taken_down", "refunded", "disputed", "incomplete", "held", "archived", "expired"];
const PAYMENT_STATES = new Set<State>(["refunded", "dispute_lost", "disputed", "dispute_won"]);

const names = Object.keys(STATES) as State[];
// A job has one worst payment issue, so two payment states never meet.
const pairs = names
  .flatMap((a, i) => names.slice(i).map((b) => [a, b] as const))
  .filter(([a, b]) => a === b || !(PAYMENT_STATES.has(a) && PAYMENT_STATES.has(b)));

function expectedReasons(a: State, b: State): DownReason[] {
  const own = new Set([OWN_REASON[a], OWN_REASON[b]].filter((r): r is DownReason => r !== null));
  // A job merely switched off is 'held' only when nothing else explains why it is off.
  if (own.has("held") && [...own].some((r) => r !== "held" && r !== "expired")) own.delete("held");
  if ((a === "held" || b === "held") && own.size === 0) own.add("held");
  return ORDER.filter((r) => own.has(r));
}

describe("the visibility rule over every pair of states", () => {
  it.each(pairs)("%s + %s", (a, b) => {
    const job: VisibilityFacts = { ...listed, ...STATES[a], ...STATES[b] };
    const reasons = expectedReasons(a, b);
    expect(downReasons(job, NOW)).toEqual(reasons);
    for (const action of Object.keys(REFUSES) as ListingAction[]) {
      const refused = reasons.find((r) => REFUSES[action].includes(r)) ?? null;
      expect(refusal(action, job, NOW), action).toBe(refused);
    }
    // An extension never lifts a takedown, a refund, a dispute or a hold; an admin never a refund or dispute.
    const left = (lifted: DownReason[]) => reasons.filter((r) => r !== "expired" && !lifted.includes(r)).length === 0;
    expect(activeAfter("extend", job, NOW)).toBe(left(["archived"]));
    expect(activeAfter("reactivate", job, NOW)).toBe(left(["archived"]));
    expect(activeAfter("admin_list", job, NOW)).toBe(left(["taken_down", "held", "archived"]));
    // Supplying what an incomplete job lacked lists it only when nothing else holds it off.
    expect(activeAfter("complete", job, NOW)).toBe(left(["held"]));
  });

  it("a listed job has no reasons and every action may go ahead", () => {
    expect(downReasons(listed, NOW)).toEqual([]);
    for (const action of Object.keys(REFUSES) as ListingAction[]) expect(refusal(action, listed, NOW)).toBeNull();
  });

  it("finding 1: an archived job whose payment was refunded or disputed cannot be reactivated", () => {
    for (const issue of ["refunded", "dispute_lost", "disputed"] as const) {
      const job = { ...listed, ...STATES.archived, paymentIssue: issue };
      expect(refusal("reactivate", job, NOW)).toBe(issue === "disputed" ? "disputed" : "refunded");
    }
    // A won dispute leaves the money with us: the employer's own archive is theirs to undo.
    expect(refusal("reactivate", { ...listed, ...STATES.archived, paymentIssue: "dispute_won" }, NOW)).toBeNull();
  });

  it("finding 2: an extension neither starts nor lists over a takedown or a refund", () => {
    for (const state of [STATES.taken_down, STATES.refunded]) {
      const job = { ...listed, ...state };
      expect(refusal("extend", job, NOW)).not.toBeNull();
      expect(activeAfter("extend", job, NOW)).toBe(false);
    }
  });
});

describe("what My Jobs says and offers", () => {
  const row = (facts: Partial<VisibilityFacts>) =>
    postingView(
      {
        ...listed,
        ...facts,
        applicationStartDate: new Date(NOW.getTime() - 10 * DAY),
        applicationClosingDate: new Date(NOW.getTime() + 30 * DAY),
        createdAt: new Date(NOW.getTime() - 10 * DAY),
      } as Parameters<typeof postingView>[0],
      NOW,
    );

  it("names the reason and offers only the buttons that can work", () => {
    expect(row(STATES.taken_down)).toMatchObject({
      status: "taken_down",
      downText: "Taken down by an admin: Asks for a fee",
      canReactivate: false,
      canExtend: false,
    });
    expect(row({ ...STATES.archived, paymentIssue: "refunded" })).toMatchObject({
      status: "refunded",
      downText: "Refunded",
      canReactivate: false,
      canExtend: false,
    });
    expect(row({ ...STATES.disputed })).toMatchObject({ status: "disputed", downText: "Disputed", canExtend: false });
    expect(row(STATES.archived)).toMatchObject({ status: "archived", downText: "Archived", canReactivate: true, canExtend: true });
    expect(row(STATES.expired)).toMatchObject({ status: "expired", downText: "Expired", canReactivate: false, canExtend: true });
    expect(row({})).toMatchObject({ status: "active", downText: null, canReactivate: false, canExtend: true });
    expect(row(STATES.incomplete)).toMatchObject({
      status: "incomplete",
      downText: "Incomplete: add pay and country to list it",
      canReactivate: false,
      canExtend: false,
    });
  });

  it("words every reason", () => {
    expect(downText("taken_down", { takenDownReason: null })).toBe("Taken down by an admin: no reason given");
    expect(downText("held", {})).toMatch(/contact support/);
  });
});
