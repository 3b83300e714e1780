// The CRM's leads per day by what happened to them: added, first contacted, converted.
import type { LeadDay } from "@/lib/charts";
import { DailyChart } from "./daily-chart";

export function LeadsChart({ series }: { series: LeadDay[] }) {
  return (
    <DailyChart
      title="Leads by status"
      days={series.map((d) => d.day)}
      series={[
        { label: "New leads", color: "#0369a1", values: series.map((d) => d.created) },
        { label: "Contacted", color: "#b45309", values: series.map((d) => d.contacted) },
        { label: "Converted", color: "#15803d", values: series.map((d) => d.converted) },
      ]}
    />
  );
}
