"use client";
// Save a job to My List from wherever it is shown: the same list that swipe's Shortlist fills and /shortlist
// shows, kept in this browser and synced to the account when signed in (components/shortlist/shortlist-sync).
// The HTML draws it unsaved and disabled; it answers once its script runs (a press before then would be lost).
import { moveToShortlist, removeFromShortlist, updateSwipeData } from "@/lib/swipe-data";
import { SpriteIcon } from "../icons/sprite-icons";
import { useSwipeData } from "../swipe/use-swipe-data";
import { useHydrated } from "../ui/use-hydrated";

/**
 * `labelled`: the word 'Save' beside the heart (the job page); a card's heart is named for its job instead.
 * The name stays the same when pressed (a toggle says its state through aria-pressed and the filled heart).
 */
type Props = { jobId: string; title: string; labelled?: boolean };

export function SaveButton({ jobId, title, labelled = false }: Props) {
  const ready = useHydrated();
  const saved = useSwipeData().shortlistedJobs.includes(jobId);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={labelled ? undefined : `Save ${title}`}
      title={saved ? "Saved to My List" : "Save to My List"}
      disabled={!ready}
      onClick={() => updateSwipeData((data) => (saved ? removeFromShortlist(data, jobId) : moveToShortlist(data, jobId)))}
      className={labelled ? "save-button btn-outline" : "save-button icon-button"}
    >
      <SpriteIcon name="heart" size={20} />
      {labelled && "Save"}
    </button>
  );
}
