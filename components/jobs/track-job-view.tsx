"use client";
// Logs job_detail_view once when a job page is opened.
import { useEffect } from "react";
import { logEvent } from "../analytics/send-beacon";

export function TrackJobView({ jobId }: { jobId: string }) {
  useEffect(() => logEvent("job_detail_view", "job", jobId), [jobId]);
  return null;
}
