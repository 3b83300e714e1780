"use client";
// The interactive corner of a job card: View Details, Apply, Share and Report.
import Link from "next/link";
import { sendBeacon, utmTags } from "../analytics/send-beacon";
import { ApplyLink } from "./apply-link";
import { ReportLinkButton } from "./report-link-button";
import { ShareMenu } from "./share-menu";

type Props = { jobId: string; title: string; company: string; applicationUrl: string };

export function JobCardActions({ jobId, title, company, applicationUrl }: Props) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <Link
        href={`/job/${jobId}`}
        onClick={() => sendBeacon(`/api/jobs/${jobId}/track-click`, { clickType: "view", ...utmTags().snake })}
        className="btn-outline font-medium"
      >
        View Details
      </Link>
      <ApplyLink jobId={jobId} href={applicationUrl} className="btn-apply">
        Apply
      </ApplyLink>
      <ShareMenu path={`/job/${jobId}`} title={title} company={company} />
      <span className="ml-auto">
        <ReportLinkButton jobId={jobId} />
      </span>
    </div>
  );
}
