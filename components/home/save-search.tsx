"use client";
// 'Save this search' beside the results heading: keeps the view's filters, text included. Signed in, it asks
// only how often; signed out, also for an address, which then confirms by email (decision 112).
import { useState } from "react";
import { BellPlus } from "lucide-react";
import type { HomeFilters } from "@/lib/home-query";
import { homeViewFilters } from "@/lib/saved-search-from-home";
import type { SavedSearchFrequency } from "@/lib/saved-search-options";
import type { getSavedSearches, postSavedSearches } from "@/lib/api/operations/saved-searches";
import { endpoint } from "../query/call-api";
import { toast } from "../toast/toast-store";
import { FrequencySelect } from "../saved-searches/frequency-select";

const save = endpoint<typeof postSavedSearches>("POST /api/saved-searches");
const mine = endpoint<typeof getSavedSearches>("GET /api/saved-searches");

type Who = "unknown" | "signed-in" | "signed-out";

export function SaveSearch({ filters }: { filters: HomeFilters }) {
  const [open, setOpen] = useState(false);
  const [who, setWho] = useState<Who>("unknown");
  const [email, setEmail] = useState("");
  const [frequency, setFrequency] = useState<SavedSearchFrequency>("daily");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    setOpen(!open);
    if (who !== "unknown") return;
    // Whether an address is needed: the page is the same for everyone, so the browser asks.
    setWho(
      await mine.call().then(
        () => "signed-in" as const,
        () => "signed-out" as const,
      ),
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await save.call({ body: { filters: homeViewFilters(filters), frequency, ...(who === "signed-out" ? { email: email.trim() } : {}) } });
      setOpen(false);
      toast(
        who === "signed-in"
          ? { title: "Search saved", description: "Manage it from Saved searches on your account." }
          : { title: "Check your inbox", description: "Confirm your saved search from the email we just sent." },
      );
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : "We couldn't save your search. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="relative">
      {/* A short label on phones, so the results heading beside it stays on one line above the first jobs. */}
      <button
        type="button"
        aria-expanded={open}
        onClick={toggle}
        aria-label="Save this search"
        className="btn-outline shrink-0 whitespace-nowrap"
      >
        <BellPlus aria-hidden size={16} />
        <span className="sm:hidden">Save</span>
        <span className="hidden sm:inline">Save this search</span>
      </button>
      {open && who !== "unknown" && (
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
      )}
    </div>
  );
}
