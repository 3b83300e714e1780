// The deck's list: the address the deck polls, and the same query read on the server for the first render
// (app/swipe), so the cards in the HTML are the cards the deck then shows.
import { MAX_PAGE_SIZE } from "@/lib/job-list-limits";

export const DECK_URL = `/api/jobs?limit=${MAX_PAGE_SIZE}`;

/** DECK_URL's query, as GET /api/jobs reads it. */
export const deckQuery = () => Object.fromEntries(new URL(DECK_URL, "http://deck").searchParams);

/** The cards the page's HTML carries: the one on top and the one showing behind it, and one more. */
export const SEED_CARDS = 3;
/** A card shows four lines of its description: at most this much of it at the deck's width. */
export const SWIPE_EXCERPT_CHARS = 320;

/** The deck for a signed-in worker with a profile: the same page size, in match order (docs/decisions/111). */
export const MATCH_DECK_URL = `/api/user/matches?limit=${MAX_PAGE_SIZE}`;
