"use client";
// The saved searches page's list: each search's filters as words, its frequency (changed in place) and a
// delete button, and push alerts on this device; a loading line first, and a pointer to the board when
// there are none.
import { useEffect, useState } from "react";
import Link from "next/link";
import { describeFilters } from "@/lib/saved-search-filters";
import { savedSearchHref } from "@/lib/saved-search-href";
import { FREQUENCY_LABELS, type SavedSearchFrequency } from "@/lib/saved-search-options";
import type { SavedSearchFilters, SavedSearchRecord } from "@/lib/schemas/saved-searches";
import type { deleteSavedSearch, getSavedSearches, patchSavedSearch } from "@/lib/api/operations/saved-searches";
import { failureText } from "../forms/post-json";
import { endpoint } from "../query/call-api";
import { toast } from "../toast/toast-store";
import { ACCOUNT_FAILURE } from "./account-card";
import { FrequencySelect } from "../saved-searches/frequency-select";
import { PushAlertButton } from "./push-alert-button";

const list = endpoint<typeof getSavedSearches>("GET /api/saved-searches");
const patch = endpoint<typeof patchSavedSearch>("PATCH /api/saved-searches/{id}");
const remove = endpoint<typeof deleteSavedSearch>("DELETE /api/saved-searches/{id}");

export function SavedSearchList() {
  const [searches, setSearches] = useState<SavedSearchRecord[] | null>(null);
  const [pushOn, setPushOn] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    list.call().then(
      (answer) => setSearches(answer.savedSearches as SavedSearchRecord[]),
      (error: unknown) => toast({ title: failureText(error, ACCOUNT_FAILURE), variant: "destructive" }),
    );
    // Which searches this device already hears of: read without any prompt, and only where push exists.
    if ("serviceWorker" in navigator && "PushManager" in window)
      import("./push-alerts").then((push) => push.searchesWithPush()).then(setPushOn, () => undefined);
  }, []);

  function pushChanged(id: string, on: boolean) {
    setPushOn((all) => {
      const next = new Set(all);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function changeFrequency(id: string, frequency: SavedSearchFrequency) {
    try {
      const updated = (await patch.call({ params: { id }, body: { frequency } })) as SavedSearchRecord;
      setSearches((all) => all?.map((s) => (s.id === id ? updated : s)) ?? null);
      toast({ title: `Emails now ${FREQUENCY_LABELS[frequency].toLowerCase()}` });
    } catch (error) {
      toast({ title: failureText(error, ACCOUNT_FAILURE), variant: "destructive" });
    }
  }

  async function deleteOne(id: string) {
    try {
      await remove.call({ params: { id } });
      setSearches((all) => all?.filter((s) => s.id !== id) ?? null);
      toast({ title: "Saved search deleted" });
    } catch (error) {
      toast({ title: failureText(error, ACCOUNT_FAILURE), variant: "destructive" });
    }
  }

  if (searches === null)
    return (
      <p role="status" className="mt-6 text-slate-600">
        Loading your saved searches…
      </p>
    );
  if (searches.length === 0)
    return (
      <p className="mt-6 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
        No saved searches yet. Search or filter the{" "}
        <Link href="/" className="font-medium text-amber-800 underline">
          job board
        </Link>
        , then choose &lsquo;Save this search&rsquo;.
      </p>
    );
  return (
    <ul className="mt-6 space-y-4">
      {searches.map((search) => {
        const filters = search.filters as SavedSearchFilters;
        const summary = describeFilters(filters);
        return (
          <li key={search.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <Link href={savedSearchHref(filters)} className="font-semibold break-words text-amber-800 underline">
              {summary}
            </Link>
            <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
              <label className="text-sm font-medium">
                Email me
                <FrequencySelect
                  value={search.frequency}
                  onChange={(frequency) => changeFrequency(search.id, frequency)}
                  aria-label={`How often to email ${summary}`}
                  className="ml-2 rounded-md border border-slate-400 bg-white px-2 py-1.5"
                />
              </label>
              <button type="button" onClick={() => deleteOne(search.id)} className="btn-outline" aria-label={`Delete ${summary}`}>
                Delete
              </button>
              <PushAlertButton
                savedSearchId={search.id}
                summary={summary}
                on={pushOn.has(search.id)}
                onChange={(on) => pushChanged(search.id, on)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
