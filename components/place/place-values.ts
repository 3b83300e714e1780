// A stored job's place as the place fields hold it: '' for a country or state not known.
import type { PlaceKind } from "@/lib/place-kinds";

export const placeValues = (job: { country: string | null; subdivision: string | null; placeKind: PlaceKind }) => ({
  placeKind: job.placeKind,
  country: job.country ?? "",
  subdivision: job.subdivision ?? "",
});
