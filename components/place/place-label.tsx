// A job's place as the admin reads it in the list: its country and state, 'several countries', or a flag
// that the rules could not place it, for the admin to fix in its edit (decision 122).
import { countryName } from "@/lib/place/countries";
import type { PlaceKind } from "@/lib/place-kinds";

export const PLACE_NOT_KNOWN = "Place not known";

type Placed = { country?: string | null; subdivision?: string | null; placeKind?: PlaceKind };

export function PlaceLabel({ job }: { job: Placed }) {
  if (job.placeKind === "multiple") return <span className="text-slate-600">Several countries</span>;
  if (!job.country)
    return (
      <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900" data-testid="place-not-known">
        {PLACE_NOT_KNOWN}
      </span>
    );
  const where = [job.subdivision?.slice(3), countryName(job.country)].filter(Boolean).join(", ");
  return <span className="text-slate-600">{job.placeKind === "offshore" ? `Offshore, ${where}` : where}</span>;
}
