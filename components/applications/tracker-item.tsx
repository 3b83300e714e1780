"use client";
// One application in the seeker's tracker: the job, when it was sent, its status, the employer's message when
// declined, and Withdraw (after a confirm) while the employer has not decided.
import Link from "next/link";
import { useState } from "react";
import { OPEN_STATUSES, type ApplicationStatus, type TrackedStatus } from "@/lib/applications/kinds";
import type { SeekerApplication } from "@/lib/schemas/applications";
import { formatDate } from "@/lib/format";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { buttonClass } from "../ui/button";
import { TrackerStatus } from "./tracker-status";

type Props = { application: SeekerApplication; withdrawing: boolean; onWithdraw: (id: string) => Promise<unknown> };

export function TrackerItem({ application: a, withdrawing, onWithdraw }: Props) {
  const [confirming, setConfirming] = useState(false);
  const status = a.status as TrackedStatus;
  const open = status !== "closed" && OPEN_STATUSES.includes(status as ApplicationStatus);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold break-words">
            <Link href={`/job/${a.jobId}`} className="text-slate-950 underline-offset-2 hover:underline">
              {a.jobTitle}
            </Link>
          </h2>
          <p className="break-words text-slate-700">{a.company}</p>
          <p className="text-sm text-slate-600">Applied {formatDate(a.createdAt)}</p>
        </div>
        <TrackerStatus status={status} />
      </div>
      {status === "declined" && a.declineMessage && (
        <blockquote className="mt-3 border-l-4 border-slate-300 pl-3 text-sm break-words text-slate-800">
          <p className="font-semibold">The employer wrote:</p>
          <p className="whitespace-pre-line">{a.declineMessage}</p>
        </blockquote>
      )}
      {open && (
        <>
          <button
            type="button"
            className={buttonClass({ variant: "secondary", size: "sm", className: "mt-3" })}
            onClick={() => setConfirming(true)}
            disabled={withdrawing}
          >
            Withdraw
          </button>
          <ConfirmDialog
            open={confirming}
            title="Withdraw this application?"
            confirmLabel="Withdraw"
            busy={withdrawing}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void onWithdraw(a.id).finally(() => setConfirming(false))}
          >
            <p>
              {a.company} will no longer see your application for {a.jobTitle}, and your CV and answers are deleted. You cannot apply to
              this job again.
            </p>
          </ConfirmDialog>
        </>
      )}
    </li>
  );
}
