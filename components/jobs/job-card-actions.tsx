"use client";
// The interactive foot of a job card: Apply, View Details, the click count, Save, and a menu to share or report.
import { AppLink as Link } from "@/components/ui/app-link";
import { sendBeacon, utmTags } from "../analytics/send-beacon";
import { ApplyLink } from "./apply-link";
import { ShareMenu } from "./share-menu";

type Props = { jobId: string; title: string; company: string; applicationUrl: string; clickCount: number; save: React.ReactNode };

export function JobCardActions({ jobId, title, company, applicationUrl, clickCount, save }: Props) {
  return (
    <div className="job-card-actions">
      <ApplyLink jobId={jobId} href={applicationUrl} className="btn-apply">
        Apply
      </ApplyLink>
      <Link
        href={`/job/${jobId}`}
        onClick={() => sendBeacon(`/api/jobs/${jobId}/track-click`, { clickType: "view", ...utmTags().snake })}
        className="btn-outline font-medium"
      >
        View Details
      </Link>
      {/* Popularity matters little on a phone's narrow card: shown from 640 px. */}
      <span className="ml-auto hidden text-xs text-slate-600 sm:inline">
        {clickCount} {clickCount === 1 ? "click" : "clicks"}
      </span>
      <span className="ml-auto sm:ml-0">{save}</span>
      <ShareMenu path={`/job/${jobId}`} title={title} company={company} reportJobId={jobId} />
    </div>
  );
}
