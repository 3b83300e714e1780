// Apply clicks and page views per day, as the admin analytics page and My Jobs show them.
import type { ActivityDay } from "@/lib/charts";
import { DailyChart } from "./daily-chart";

export function ActivityChart({ title, series }: { title: string; series: ActivityDay[] }) {
  return (
    <DailyChart
      title={title}
      days={series.map((d) => d.day)}
      series={[
        { label: "Apply clicks", color: "#b45309", values: series.map((d) => d.applyClicks) },
        { label: "Page views", color: "#0369a1", values: series.map((d) => d.views) },
      ]}
    />
  );
}
