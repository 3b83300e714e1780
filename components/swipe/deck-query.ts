// The deck's list: the address the deck polls, and the same query read on the server for the first render
// (app/swipe), so the cards in the HTML are the cards the deck then shows.
import { MAX_PAGE_SIZE } from "@/lib/job-list-limits";

export const DECK_URL = `/api/jobs?limit=${MAX_PAGE_SIZE}`;

/** DECK_URL's query, as GET /api/jobs reads it. */
export const deckQuery = () => Object.fromEntries(new URL(DECK_URL, "http://deck").searchParams);
