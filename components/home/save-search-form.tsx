"use client";
// The panel of 'Save this search': how often, and an address when signed out, which then confirms by email
// (decision 112). Fetched when a hand or focus reaches for the button (save-search.tsx). For a search the account
// has saved already it starts at that search's frequency: saving again changes only that.
import { useEffect, useState } from "react";
import type { HomeFilters } from "@/lib/home-query";
import { homeViewFilters } from "@/lib/saved-search-from-home";
import { FREQUENCY_LABELS, type SavedSearchFrequency } from "@/lib/saved-search-options";
import type { getSavedSearches, postSavedSearches } from "@/lib/api/operations/saved-searches";
import { endpoint } from "../query/call-api";
import { toast } from "../toast/toast-store";
import { FrequencySelect } from "../saved-searches/frequency-select";

const save = endpoint<typeof postSavedSearches>("POST /api/saved-searches");
const mine = endpoint<typeof getSavedSearches>("GET /api/saved-searches");

type Who = "unknown" | "signed-in" | "signed-out";

type Props = { filters: HomeFilters; savedFrequency?: SavedSearchFrequency; onSaved: () => void };

export function SaveSearchForm({ filters, savedFrequency, onSaved }: Props) {
  const [who, setWho] = useState<Who>("unknown");
  const [email, setEmail] = useState("");
  const [frequency, setFrequency] = useState<SavedSearchFrequency>(savedFrequency ?? "daily");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // Whether an address is needed: the page is the same for everyone, so the browser asks.
    let live = true;
    void mine.call().then(
      () => live && setWho("signed-in"),
      () => live && setWho("signed-out"),
    );
    return () => {
      live = false;
    };
  }, []);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await save.call({ body: { filters: homeViewFilters(filters), frequency, ...(who === "signed-out" ? { email: email.trim() } : {}) } });
      onSaved();
      toast(
        who === "signed-out"
          ? { title: "Check your inbox", description: "Confirm your saved search from the email we just sent." }
          : savedFrequency
            ? {
                title: "Search already saved",
                description: `Emails ${FREQUENCY_LABELS[frequency].toLowerCase()}. Manage it from Saved searches on your account.`,
              }
            : { title: "Search saved", description: "Manage it from Saved searches on your account." },
      );
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : "We couldn't save your search. Please try again.");
    } finally {
      setPending(false);
    }
  }

  if (who === "unknown") return null;
  return (
    <form
      onSubmit={submit}
      aria-label="Save this search"
      className="absolute right-0 z-20 mt-2 w-[min(18rem,calc(100vw-2rem))] space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
    >
      {who === "signed-out" && (
        <label className="block text-sm font-medium">
          Email
          <input
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </label>
      )}
      <label className="block text-sm font-medium">
        Email me
        <FrequencySelect
          value={frequency}
          onChange={setFrequency}
          className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2"
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={pending} className="btn-apply w-full">
        {pending ? "Saving…" : "Save search"}
      </button>
    </form>
  );
}
