"use client";
// 'Save this search' beside the results heading: keeps the view's filters, text included. Signed in, it reads
// the account's saved searches and shows 'Saved' (pressed) when this view is one of them. Its panel
// (save-search-form.tsx) is fetched when a hand or focus reaches for the button, so the board's first load
// carries the button alone.
import { lazy, Suspense, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { HomeFilters } from "@/lib/home-query";
import { homeViewFilters, isSameSearch } from "@/lib/saved-search-from-home";
import type { SavedSearchFrequency } from "@/lib/saved-search-options";
import type { getSavedSearches } from "@/lib/api/operations/saved-searches";
import { queryKeys } from "../query/api-client";
import { endpoint } from "../query/call-api";
import { useCurrentUser } from "../query/current-user";
import { SpriteIcon } from "../icons/sprite-icons";

const loadForm = () => import("./save-search-form");
const SaveSearchForm = lazy(() => loadForm().then((m) => ({ default: m.SaveSearchForm })));
const mine = endpoint<typeof getSavedSearches>("GET /api/saved-searches");

/** The account's saved search with this view's filters, if it has one; nothing asked when signed out. */
function useSavedMatch(filters: HomeFilters) {
  const signedIn = useCurrentUser().status === "signed-in";
  const { data } = useQuery({
    queryKey: queryKeys.savedSearches,
    queryFn: () => mine.call(),
    enabled: signedIn,
    staleTime: 60_000,
    retry: false,
  });
  if (!signedIn) return undefined;
  const view = homeViewFilters(filters);
  return data?.savedSearches.find((search) => isSameSearch(search.filters, view));
}

export function SaveSearch({ filters }: { filters: HomeFilters }) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const saved = useSavedMatch(filters);
  return (
    <div className="relative">
      {/* A short label on phones, so the results heading beside it stays on one line above the first jobs. */}
      <button
        type="button"
        aria-expanded={open}
        aria-pressed={saved ? true : undefined}
        onClick={() => setOpen(!open)}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        aria-label={saved ? "This search is saved" : "Save this search"}
        className="btn-outline shrink-0 whitespace-nowrap aria-pressed:border-emerald-700 aria-pressed:text-emerald-800"
      >
        <SpriteIcon name={saved ? "bell-ring" : "bell-plus"} size={16} />
        {saved ? (
          "Saved"
        ) : (
          <>
            <span className="sm:hidden">Save</span>
            <span className="hidden sm:inline">Save this search</span>
          </>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchForm
            filters={filters}
            savedFrequency={saved?.frequency as SavedSearchFrequency | undefined}
            onSaved={() => {
              setOpen(false);
              void client.invalidateQueries({ queryKey: queryKeys.savedSearches });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
