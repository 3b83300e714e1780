"use client";
// One row of job management: position (type a new one to move the job past this page), drag handle,
// arrows, Featured switch, View and Remove.
import Link from "next/link";
import { useState } from "react";
import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Switch } from "../ui/switch";
import { buttonClass } from "../ui/button";

export type OrderJob = { id: string; title: string; company: string; location: string; isFeatured: boolean };

type Props = {
  job: OrderJob;
  position: number;
  first: boolean;
  last: boolean;
  total: number;
  /** Typing a position saves at once, so it waits until the page's own changes are saved. */
  canJump: boolean;
  onJump: (position: number) => void;
  onMove: (toPosition: number) => void;
  onFeatured: (value: boolean) => void;
  onRemove: () => void;
};

export function JobOrderRow(p: Props) {
  const { job, position } = p;
  // What is being typed; null shows the row's current position, which changes as the page is arranged.
  const [typed, setTyped] = useState<string | null>(null);
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: job.id });
  const jump = () => {
    const to = Number(typed);
    setTyped(null);
    if (Number.isInteger(to) && to >= 1 && to <= p.total && to !== position) p.onJump(to);
  };
  return (
    <li
      ref={setNodeRef}
      aria-label={`${position}. ${job.title}`}
      style={{ transform: CSS.Translate.toString(transform), transition: transition }}
      className={`relative flex flex-wrap items-center gap-3 rounded-lg border bg-white p-3 shadow-sm ${
        isDragging ? "z-10 border-amber-600 shadow-lg ring-2 ring-amber-500" : "border-slate-200"
      }`}
    >
      <div className="flex min-w-0 flex-1 basis-full items-center gap-3 sm:basis-0">
        {/* Only the handle drags, so a finger elsewhere on the row still scrolls the page. */}
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${job.title}`}
          className="cursor-grab touch-none rounded p-1 text-slate-500 hover:bg-slate-100 active:cursor-grabbing"
        >
          <GripVertical aria-hidden size={18} />
        </button>
        <input
          type="number"
          min={1}
          max={p.total}
          value={typed ?? String(position)}
          disabled={!p.canJump}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={jump}
          onKeyDown={(e) => {
            if (e.key === "Enter") jump();
          }}
          aria-label={`Position of ${job.title}`}
          title={p.canJump ? "Type a position and press Enter to move this job" : "Save or discard this page's changes first"}
          className="w-16 rounded border border-slate-300 px-1 py-0.5 text-right font-mono text-sm font-bold text-slate-700 disabled:bg-slate-50"
        />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {job.title}
            {job.isFeatured && (
              <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
                Featured
              </span>
            )}
          </p>
          <p className="text-sm text-slate-600">
            {job.company} · {job.location}
          </p>
        </div>
      </div>
      <div className="ml-auto flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-1">
          <button
            type="button"
            aria-label={`Move ${job.title} up`}
            disabled={p.first}
            onClick={() => p.onMove(position - 1)}
            className="rounded border border-slate-300 p-1.5 hover:bg-slate-100 disabled:opacity-40"
          >
            <ArrowUp aria-hidden size={16} />
          </button>
          <button
            type="button"
            aria-label={`Move ${job.title} down`}
            disabled={p.last}
            onClick={() => p.onMove(position + 1)}
            className="rounded border border-slate-300 p-1.5 hover:bg-slate-100 disabled:opacity-40"
          >
            <ArrowDown aria-hidden size={16} />
          </button>
        </div>
        <Switch checked={job.isFeatured} onChange={p.onFeatured} label={`Featured: ${job.title}`} visibleLabel="Featured" />
        <Link
          href={`/job/${job.id}`}
          target="_blank"
          className={buttonClass({ variant: "secondary", size: "xs" })}
          aria-label={`View ${job.title}`}
        >
          View
        </Link>
        <button
          type="button"
          onClick={p.onRemove}
          className="rounded-md border border-red-200 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
          aria-label={`Remove ${job.title}`}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
