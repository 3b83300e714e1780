"use client";
// Swipe mode: one card at a time; keep it, pass on it, or undo — by button, key or drag.
import { AppLink as Link } from "@/components/ui/app-link";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Heart, Info, Undo2, X } from "../icons/line-icons";
import { discard, shortlist, swipeStore, undo, updateSwipeData } from "@/lib/swipe-data";
import { formatTotal } from "@/lib/format";
import { deckOrder } from "@/lib/swipe-deck";
import type { ListedJob } from "../query/api-client";
import type { Page } from "../query/call-api";
import { FlyingCard, type Leaving } from "./flying-card";
import { SwipeCard } from "./swipe-card";
import { useCardDrag } from "./use-card-drag";
import { useDeckJobs } from "./use-deck-jobs";
import { useHydrated } from "../ui/use-hydrated";
import { useSwipeData } from "./use-swipe-data";
import { buttonClass } from "../ui/button";

/** `seed`: the deck's first page as the server read it, so the first card is in the HTML. */
/** The card's room: its full height on a phone, less on a short screen so the buttons stay in the first screen. */
const CARD_HEIGHT = "h-[min(30rem,calc(100svh-15rem))] min-h-[20rem]";

export function SwipeDeck({ seed }: { seed: Page<ListedJob> }) {
  const data = useSwipeData();
  // The first card comes with the HTML; its buttons say when they can act (keys are heard from then on too).
  const ready = useHydrated();
  const { known: jobs, total: listed, capped, more, loadingMore, moreFailed, retry, offline } = useDeckJobs(data, seed);
  const failed = offline || moreFailed;
  const [announcement, setAnnouncement] = useState("");
  // The card on top stays there while polls add jobs ahead of it (lib/swipe-deck.ts).
  const [top, setTop] = useState<string | null>(null);
  const deck = jobs ? deckOrder(jobs, data, top) : [];
  const current = deck[0];
  if (current && current.id !== top) setTop(current.id);
  // The list's count, or what the deck knows if that is more (a total read before the latest write).
  const seen = (jobs?.length ?? 0) - deck.length;
  const total = Math.max(listed, jobs?.length ?? 0);
  const position = Math.min(seen + 1, total);

  const [leaving, setLeaving] = useState<Leaving | null>(null);
  // The deck as last rendered, read when a choice is made rather than when this render happened; set as the
  // cards are committed, so a key pressed the moment a card shows acts on it.
  const deckNow = useRef<ListedJob[]>([]);
  useLayoutEffect(() => {
    deckNow.current = deck;
  });

  /**
   * A swipe is stored the moment it is made, on the card on top of the stored deck at that moment, so ten
   * quick key presses are ten swipes and leaving mid-animation keeps the choice. The fly-off follows.
   */
  const act = useCallback((direction: "left" | "right", fromDx = 0) => {
    const stored = swipeStore.get();
    const job = deckNow.current.find((j) => !stored.shortlistedJobs.includes(j.id) && !stored.discardedJobs.includes(j.id));
    if (!job) return;
    updateSwipeData((d) => (direction === "right" ? shortlist(d, job.id) : discard(d, job.id)));
    setAnnouncement(`${direction === "right" ? "Shortlisted" : "Discarded"} ${job.title}`);
    if (!window.matchMedia("(prefers-reduced-motion: reduce)").matches) setLeaving((l) => ({ job, direction, fromDx, n: (l?.n ?? 0) + 1 }));
  }, []);
  const landed = useCallback(() => setLeaving(null), []);

  const undoLast = useCallback(() => {
    const last = data.history[data.history.length - 1];
    if (!last) return;
    updateSwipeData(undo);
    // The job put back is the card on top again, wherever the list has it.
    setTop(last.id);
    setLeaving(null);
    const title = jobs?.find((j) => j.id === last.id)?.title ?? "the last job";
    setAnnouncement(`Undid ${last.type === "shortlist" ? "shortlisting" : "discarding"} ${title}`);
  }, [data.history, jobs]);

  const { handlers, style, dx } = useCardDrag(act);

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const typing = e.target instanceof Element && e.target.closest("input, textarea, select, [contenteditable]");
      if (e.altKey || e.ctrlKey || e.metaKey || typing) return;
      if (e.key === "ArrowLeft") act("left");
      else if (e.key === "ArrowRight") act("right");
      else if (e.key === "Backspace" || e.key.toLowerCase() === "z") undoLast();
      else return;
      e.preventDefault();
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [act, undoLast]);

  const counters = (
    <div className="flex justify-center gap-3 text-sm">
      <Link
        href="/shortlist?tab=shortlisted"
        className="rounded-full bg-emerald-100 px-3 py-1 font-semibold text-emerald-900 hover:bg-emerald-200"
      >
        Shortlisted {data.shortlistedJobs.length}
      </Link>
      <Link href="/shortlist?tab=discarded" className="rounded-full bg-slate-200 px-3 py-1 font-semibold text-slate-800 hover:bg-slate-300">
        Discarded {data.discardedJobs.length}
      </Link>
    </div>
  );

  // Below the buttons, so the card never moves when it appears, and no empty band holds its place above.
  const undoBar = data.history.length > 0 && (
    <div className="flex h-10 items-center justify-between rounded-lg bg-slate-900 px-4 text-sm text-white">
      <span>{data.history.at(-1)?.type === "discard" ? "Discarded" : "Shortlisted"} a job</span>
      <button
        type="button"
        onClick={undoLast}
        aria-keyshortcuts="Backspace z"
        className="inline-flex items-center gap-1 font-semibold text-amber-300 hover:text-amber-200"
      >
        <Undo2 aria-hidden size={16} /> Undo
      </button>
    </div>
  );

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-4 sm:py-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-extrabold">Swipe Jobs</h1>
        {data.shortlistedJobs.length > 0 && (
          <Link href="/shortlist" className={buttonClass({ variant: "dark", size: "sm" })}>
            View My List <span className="ml-1 rounded-full bg-amber-500 px-1.5 text-xs text-slate-950">{data.shortlistedJobs.length}</span>
          </Link>
        )}
      </div>

      {!current && moreFailed ? (
        <div
          className={`flex ${CARD_HEIGHT} flex-col items-center justify-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center`}
        >
          <p role="alert" className="text-red-700">
            Could not load more jobs.
          </p>
          <button type="button" onClick={retry} className={buttonClass({ variant: "dark" })}>
            Try again
          </button>
        </div>
      ) : jobs === null || (!current && (more || loadingMore)) ? (
        <div
          className={`${CARD_HEIGHT} animate-pulse rounded-2xl bg-slate-200`}
          role="status"
          aria-label={failed ? "Could not load jobs, retrying" : "Loading jobs"}
        />
      ) : !current ? (
        <div
          className={`flex ${CARD_HEIGHT} flex-col items-center justify-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center`}
        >
          <h2 className="text-2xl font-bold">You&apos;ve Seen All Jobs!</h2>
          <p className="text-slate-700">Check your list, or come back when new jobs are posted.</p>
          {counters}
          {undoBar}
        </div>
      ) : (
        <>
          <div>
            <div className="mb-1 flex justify-between text-sm text-slate-700">
              <span>
                Job {position} of {formatTotal(total, capped)}
              </span>
              {failed && <span className="text-red-700">Offline — retrying</span>}
            </div>
            <div
              className="h-2 overflow-hidden rounded-full bg-slate-200"
              role="progressbar"
              aria-valuemin={1}
              aria-valuemax={total}
              aria-valuenow={position}
              aria-label="Progress through the deck"
            >
              <div className="h-full bg-amber-600" style={{ width: `${(100 * position) / Math.max(1, total)}%` }} />
            </div>
          </div>
          <div className={`relative ${CARD_HEIGHT} select-none`}>
            {deck[1] && (
              <div className="absolute inset-0 scale-95 opacity-80" aria-hidden>
                <SwipeCard job={deck[1]} />
              </div>
            )}
            {leaving && <FlyingCard key={leaving.n} leaving={leaving} onDone={landed} />}
            <div
              key={current.id}
              className="absolute inset-0 cursor-grab active:cursor-grabbing"
              style={style}
              {...handlers}
              aria-roledescription="job card"
              data-testid="swipe-card"
            >
              <SwipeCard job={current} />
              {dx !== 0 && (
                <span
                  aria-hidden
                  className={`absolute top-6 rounded-md border-4 px-3 py-1 text-2xl font-black ${dx > 0 ? "left-6 rotate-[-12deg] border-emerald-600 text-emerald-700" : "right-6 rotate-12 border-red-600 text-red-700"}`}
                  style={{ opacity: Math.min(1, Math.abs(dx) / 110) }}
                >
                  {dx > 0 ? "KEEP" : "PASS"}
                </span>
              )}
            </div>
          </div>
          <div className="flex items-center justify-center gap-5">
            <button
              type="button"
              onClick={() => act("left")}
              aria-label="Discard"
              disabled={!ready}
              aria-keyshortcuts="ArrowLeft"
              className="flex h-16 w-16 items-center justify-center rounded-full border-2 border-red-300 bg-white text-red-700 shadow hover:bg-red-50 disabled:opacity-50"
            >
              <X aria-hidden size={30} />
            </button>
            <Link
              href={`/job/${current.id}`}
              aria-label="Job info"
              className="flex h-12 w-12 items-center justify-center rounded-full border-2 border-slate-300 bg-white text-slate-700 shadow hover:bg-slate-50"
            >
              <Info aria-hidden size={22} />
            </Link>
            <button
              type="button"
              onClick={() => act("right")}
              aria-label="Shortlist"
              disabled={!ready}
              aria-keyshortcuts="ArrowRight"
              className="flex h-16 w-16 items-center justify-center rounded-full border-2 border-emerald-300 bg-white text-emerald-700 shadow hover:bg-emerald-50 disabled:opacity-50"
            >
              <Heart aria-hidden size={28} />
            </button>
          </div>
          {undoBar}
          {counters}
          <p className="text-center text-xs text-slate-600">Keys: ← discard · → shortlist · Backspace or Z undo</p>
        </>
      )}

      <p className="sr-only" aria-live="polite" role="status">
        {announcement}
      </p>
    </div>
  );
}
