"use client";
// 'Apply on Outpost' on the cached job page: a small island that says Applied or 'Waiting to send' once the
// seeker's own state is known, and opens the apply sheet. The sheet (its form, Radix's dialog) is fetched
// when the browser is idle after load, so it opens at once, and opens offline from a page read online.
import { useEffect, useState } from "react";
import { CircleCheck, Clock } from "../icons/line-icons";
import type { ScreeningQuestion } from "@/lib/applications/kinds";
import { useIdleImport } from "../ui/use-idle-import";
import { useCurrentUser } from "../query/current-user";
import { readDraft, writeDraft } from "./apply-draft";
import { useAppliedJobs } from "./use-applied-jobs";
import { useWaitingApplication } from "./use-waiting-application";

const loadSheet = () => import("./apply-sheet");

export type ApplyJob = {
  id: string;
  title: string;
  company: string;
  questions: ScreeningQuestion[];
};

type Props = {
  job: ApplyJob;
  /** The one instance on the page that opens the sheet again after a trip through sign-in from it. */
  reopens?: boolean;
};

const MAIN = "flex w-full items-center justify-center gap-2 rounded-md px-4 py-3 text-center font-semibold";

export function ApplyOnOutpost({ job, reopens = false }: Props) {
  const [open, setOpen] = useState(false);
  const sheet = useIdleImport(loadSheet, open);
  const auth = useCurrentUser();
  const { applied } = useAppliedJobs();
  const waiting = useWaitingApplication(job.id);
  const done = applied(job.id);

  // Back from sign-in or registration started in the sheet: it opens again with what was typed. Decided once,
  // while rendering, the first time the session is known to be signed in.
  const [reopenChecked, setReopenChecked] = useState(false);
  if (reopens && !reopenChecked && auth.status === "signed-in") {
    setReopenChecked(true);
    if (readDraft(job.id)?.reopen) setOpen(true);
  }
  useEffect(() => {
    const draft = open ? readDraft(job.id) : null;
    if (draft?.reopen) writeDraft(job.id, { ...draft, reopen: false });
  }, [open, job.id]);

  if (done && !open) {
    return (
      <a href="/applications" className={`${MAIN} border border-emerald-700 bg-emerald-50 text-emerald-900`}>
        <CircleCheck aria-hidden="true" className="h-5 w-5" /> Applied
      </a>
    );
  }
  const Sheet = sheet?.ApplySheet;
  return (
    <>
      {waiting && !open ? (
        <button type="button" onClick={() => setOpen(true)} className={`${MAIN} border border-slate-400 bg-slate-50 text-slate-900`}>
          <Clock aria-hidden="true" className="h-5 w-5" /> Waiting to send
        </button>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          onPointerEnter={() => void loadSheet()}
          className={`${MAIN} bg-amber-700 text-white hover:bg-amber-800`}
        >
          Apply on Outpost
        </button>
      )}
      {Sheet && open && <Sheet job={job} open={open} onOpenChange={setOpen} />}
    </>
  );
}
