// The job's social card: title, company, salary and location on the Outpost colours.
import { ImageResponse } from "next/og";
import { formatSalaryRange } from "@/lib/currency";
import { jobForPage } from "@/server/jobs/job-page";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "Job on Outpost";

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const job = await jobForPage((await params).id);
  const title = job?.title ?? "Real Jobs. Big Pay. No Desk.";
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 64,
        background: "linear-gradient(135deg, #020617 0%, #0f172a 55%, #451a03 100%)",
        color: "white",
      }}
    >
      <div style={{ fontSize: 36, fontWeight: 800, color: "#fbbf24" }}>Outpost</div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ fontSize: 68, fontWeight: 800, lineHeight: 1.1 }}>{title}</div>
        {job && <div style={{ fontSize: 40, marginTop: 16, color: "#e2e8f0" }}>{job.company}</div>}
      </div>
      {job && (
        <div style={{ display: "flex", justifyContent: "space-between", fontSize: 36 }}>
          <span style={{ color: "#fbbf24", fontWeight: 700 }}>{formatSalaryRange(job)}</span>
          <span style={{ color: "#cbd5e1" }}>{job.location.slice(0, 48)}</span>
        </div>
      )}
    </div>,
    size,
  );
}
