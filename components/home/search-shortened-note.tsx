"use client";
// Under the search box: says so when the address asked for a longer search than the board takes. The page is
// kept for every visitor and holds the search as cut (lib/schemas/home-filters.ts); only the browser still has
// the address as it was asked, so the note is decided here. The limit comes from the server, so the search
// module's other tables stay out of the board's first-load JS.
import { useSyncExternalStore } from "react";

const noChange = () => () => {};
const askedSearch = () => new URLSearchParams(window.location.search).get("search") ?? "";

export function SearchShortenedNote({ limit }: { limit: number }) {
  const asked = useSyncExternalStore(noChange, askedSearch, () => "");
  if (asked.trim().length <= limit) return null;
  return (
    <p role="status" className="text-sm text-amber-900">
      Your search was shortened to its first {limit} characters.
    </p>
  );
}
