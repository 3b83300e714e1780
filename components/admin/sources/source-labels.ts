// How a source's kind and last run read on the admin's screens.
import type { SourceKind } from "@/lib/job-sources/kinds";

export const KIND_LABELS: Record<SourceKind, string> = {
  multiposter: "Multiposter feed",
  greenhouse: "Greenhouse board",
  lever: "Lever board",
  workable: "Workable board",
};

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

export function lastRunText(at: string | Date | null, status: "ok" | "error" | null): string {
  if (!at) return "Never run";
  return `${status === "error" ? "Failed" : "OK"} · ${when.format(new Date(at))}`;
}
