"use client";
// Under the search box: says so when the address asked for a longer search than the board takes. The page is
// kept for every visitor and holds the search as cut (lib/schemas/home-filters.ts); only the browser still has
// the address as it was asked, so the note is decided here.
import { useSyncExternalStore } from "react";
import { MAX_SEARCH_LENGTH } from "@/lib/search-text";

const noChange = () => () => {};
const askedSearch = () => new URLSearchParams(window.location.search).get("search") ?? "";

export function SearchShortenedNote() {
  const asked = useSyncExternalStore(noChange, askedSearch, () => "");
  if (asked.trim().length <= MAX_SEARCH_LENGTH) return null;
  return (
    <p role="status" className="text-sm text-amber-900">
      Your search was shortened to its first {MAX_SEARCH_LENGTH} characters.
    </p>
  );
}
