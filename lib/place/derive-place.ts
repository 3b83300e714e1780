// A job's place as data, read from its location text where the poster did not pick it.
import type { PlaceKind } from "../place-kinds";

export type Place = { country: string | null; subdivision: string | null; placeKind: PlaceKind };

export function derivePlace(location: string): Place {
  void location;
  return { country: null, subdivision: null, placeKind: "land" };
}
