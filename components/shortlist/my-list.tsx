"use client";
// My List: the shortlisted and discarded jobs of this browser, fetched by id.
import { AppLink as Link } from "@/components/ui/app-link";
import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { MapPin, Trash2 } from "lucide-react";
import {
  clearDiscarded,
  clearShortlist,
  moveToShortlist,
  removeFromDiscarded,
  removeFromShortlist,
  updateSwipeData,
} from "@/lib/swipe-data";
import { ClosingBadges } from "../jobs/closing-badges";
import { SalaryRange } from "../jobs/money";
import { useQuery } from "@tanstack/react-query";
import { polledJobsQuery, type ListedJob } from "../query/api-client";
import { useSwipeData } from "../swipe/use-swipe-data";
import { toast } from "../toast/toast-store";
import { useFlag } from "../forms/use-flag";
import { StatusButton } from "../ui/status-button";
import { Button, buttonClass } from "../ui/button";
import { MAX_IDS } from "@/lib/job-list-limits";
import { mailtoHref, shareHrefs, listText } from "./share-list";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import { ConfirmDialog } from "../ui/confirm-dialog";

const POLL_MS = 1000;
type Tab = "shortlisted" | "discarded";

export function MyList() {
  const params = useSearchParams();
  const router = useRouter();
  const tab: Tab = params.get("tab") === "discarded" ? "discarded" : "shortlisted";
  const data = useSwipeData();
  const ids = tab === "shortlisted" ? data.shortlistedJobs : data.discardedJobs;
  const shown = ids.slice(0, MAX_IDS);
  const url = `/api/jobs?limit=${shown.length}&ids=${shown.join(",")}`;
  const polled = useQuery({ ...polledJobsQuery(url, POLL_MS), enabled: shown.length > 0 });
  const jobs = polled.data ?? null;
  const failed = polled.isError;
  const byId = new Map((jobs ?? []).map((j) => [j.id, j]));
  const available = ids.map((id) => byId.get(id)).filter((j) => j !== undefined);

  const tabClass =
    "rounded-t-md border-b-2 border-transparent px-4 py-2 font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:border-amber-700 data-[state=active]:text-amber-800";

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-extrabold">My List</h1>
      {/* The tab is in the address, so a reload or a shared link opens the same list. */}
      <Tabs value={tab} onValueChange={(t) => router.replace(`/shortlist?tab=${t}`, { scroll: false })}>
        <TabsList aria-label="Lists" className="mt-4 flex gap-2 border-b border-slate-200">
          <TabsTrigger value="shortlisted" className={tabClass}>
            Shortlisted ({data.shortlistedJobs.length})
          </TabsTrigger>
          <TabsTrigger value="discarded" className={tabClass}>
            Discarded ({data.discardedJobs.length})
          </TabsTrigger>
        </TabsList>
        {(["shortlisted", "discarded"] as const).map((value) => (
          <TabsContent key={value} value={value} className="mt-6">
            {failed && <p className="mb-3 text-sm text-red-700">Connection lost — showing what we had, retrying.</p>}
            {tab === "shortlisted" && data.shortlistedJobs.length > 0 && <ShortlistTools jobs={available} />}
            {ids.length === 0 ? (
              <EmptyList tab={tab} />
            ) : (
              <ul className="space-y-3">
                {shown.map((id) => (
                  <li key={id}>
                    <ListRow id={id} job={byId.get(id)} loading={jobs === null} tab={tab} />
                  </li>
                ))}
              </ul>
            )}
            {tab === "discarded" && data.discardedJobs.length > 0 && <ClearDiscarded count={data.discardedJobs.length} />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/** Emptying the discarded list cannot be undone, so it asks first, as Clear All on the shortlist does. */
function ClearDiscarded({ count }: { count: number }) {
  const [asking, setAsking] = useState(false);
  function clearAll() {
    setAsking(false);
    updateSwipeData(clearDiscarded);
    toast({ title: "Discarded jobs cleared" });
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="mt-6 rounded-md border border-red-300 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
      >
        Clear All Discarded
      </button>
      <ConfirmDialog
        open={asking}
        title="Clear Discarded Jobs"
        confirmLabel="Clear All Discarded"
        onConfirm={clearAll}
        onCancel={() => setAsking(false)}
      >
        {count === 1 ? "Remove the job you discarded? " : `Remove all ${count} jobs you discarded? `}
        They can come back into the swipe deck.
      </ConfirmDialog>
    </>
  );
}

function EmptyList({ tab }: { tab: Tab }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
      <p className="text-lg font-semibold">{tab === "shortlisted" ? "No jobs shortlisted yet" : "No jobs discarded yet"}</p>
      <Link href="/swipe" className={buttonClass({ className: "mt-4 inline-block" })}>
        Start swiping
      </Link>
    </div>
  );
}

function ListRow({ id, job, loading, tab }: { id: string; job: ListedJob | undefined; loading: boolean; tab: Tab }) {
  const remove = () => updateSwipeData((d) => (tab === "shortlisted" ? removeFromShortlist(d, id) : removeFromDiscarded(d, id)));
  const removeLabel = tab === "shortlisted" ? "Remove" : "Remove from discarded";
  if (!job) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-100 p-4 text-slate-700">
        <span>{loading ? "Loading…" : "This job is no longer available (it has closed or been removed)."}</span>
        {!loading && (
          <button type="button" onClick={remove} className="text-sm font-semibold text-red-800 hover:underline">
            {removeLabel}
          </button>
        )}
      </div>
    );
  }
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`row-${id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`row-${id}`} className="font-semibold">
            <Link href={`/job/${id}`} className="hover:underline">
              {job.title}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">{job.company}</p>
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden size={14} /> {job.location}
          </p>
        </div>
        <p className="font-bold text-amber-800">
          <SalaryRange min={job.salaryMin} max={job.salaryMax} unit={job.salaryUnit} />
        </p>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <ClosingBadges closing={job.applicationClosingDate} />
        <span className="ml-auto flex gap-2">
          {tab === "discarded" && (
            <button
              type="button"
              onClick={() => updateSwipeData((d) => moveToShortlist(d, id))}
              className="rounded-md border border-emerald-300 px-3 py-1.5 text-sm font-semibold text-emerald-800 hover:bg-emerald-50"
            >
              Move to shortlist
            </button>
          )}
          <button
            type="button"
            onClick={remove}
            aria-label={`${removeLabel}: ${job.title}`}
            className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100"
          >
            <Trash2 aria-hidden size={14} /> {removeLabel}
          </button>
        </span>
      </div>
    </article>
  );
}

function ShortlistTools({ jobs }: { jobs: ListedJob[] }) {
  const [email, setEmail] = useState("");
  const [sent, flashSent] = useFlag(3000);
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const share = shareHrefs(jobs, origin);

  function emailList(event: React.FormEvent) {
    event.preventDefault();
    if (!email.trim()) return;
    window.location.href = mailtoHref(email, jobs, origin);
    flashSent();
  }

  const [clearing, setClearing] = useState(false);
  function clearAll() {
    setClearing(false);
    updateSwipeData(clearShortlist);
    toast({ title: "Shortlist cleared" });
  }

  const button = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <div className="mb-6 space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <form onSubmit={emailList} className="flex flex-wrap gap-2">
        <label htmlFor="list-email" className="sr-only">
          Your email address
        </label>
        <input
          id="list-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="Email this list to yourself"
          autoComplete="email"
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2"
        />
        <Button type="submit" disabled={!email.trim()} className="disabled:cursor-not-allowed">
          {sent ? "Sent!" : "Email me"}
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        <StatusButton
          variant="secondary"
          size="sm"
          onAction={() => navigator.clipboard.writeText(listText(jobs, origin))}
          doneText="Copied"
          doneMs={2000}
        >
          Copy List
        </StatusButton>
        <a href={share.x} target="_blank" rel="noopener noreferrer" className={button}>
          Share on X
        </a>
        <a href={share.whatsapp} target="_blank" rel="noopener noreferrer" className={button}>
          Share on WhatsApp
        </a>
        <button
          type="button"
          onClick={() => setClearing(true)}
          className="ml-auto rounded-md border border-red-300 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
        >
          Clear All
        </button>
      </div>
      <ConfirmDialog
        open={clearing}
        title="Clear Shortlist"
        confirmLabel="Clear All"
        onConfirm={clearAll}
        onCancel={() => setClearing(false)}
      >
        Remove every job from your shortlist?
      </ConfirmDialog>
    </div>
  );
}
