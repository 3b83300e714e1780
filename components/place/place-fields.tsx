"use client";
// Where the job is, as data (decision 122): on land, offshore or in several countries; the country; and, for a
// country with states or regions, which one. Until the poster picks, the fields follow what the location text
// says, read by the place reader, which (with the subdivision list) loads only once a location is typed.
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { COUNTRIES } from "@/lib/place/countries";
import type { Subdivision } from "@/lib/place/subdivisions";
import type { FieldKit, FormValues } from "../post-job/job-fields";

const KINDS = { land: "On land", offshore: "Offshore", multiple: "In several countries" } as const;
const COUNTRY_CODES = COUNTRIES.map((c) => c.code);
const COUNTRY_NAMES = new Map(COUNTRIES.map((c) => [c.code, c.name]));
const READ_AFTER_MS = 300;

type SetValue = FieldKit["setValue"];

/** The place the location text names, filled into the fields while the poster has not picked one. */
function useDerivedPlace(setValue: SetValue, location: string, picked: boolean) {
  const fill = useEffectEvent((place: { country: string | null; subdivision: string | null; placeKind: string }) => {
    setValue("placeKind", place.placeKind);
    setValue("country", place.country ?? "");
    setValue("subdivision", place.subdivision ?? "");
  });
  // An edit opens on the place already stored: only a changed location is read again.
  const opened = useRef(location);
  useEffect(() => {
    if (picked || location === opened.current) return;
    let live = true;
    const timer = setTimeout(() => {
      void import("@/lib/place/derive-place").then(({ derivePlace }) => {
        if (live) fill(derivePlace(location));
      });
    }, READ_AFTER_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [location, picked]);
}

/** The chosen country's states or regions, loaded with the subdivision list when first needed. */
function useSubdivisions(country: string): readonly Subdivision[] {
  const [list, setList] = useState<{ country: string; items: readonly Subdivision[] }>({ country: "", items: [] });
  useEffect(() => {
    if (!country) return;
    let live = true;
    void import("@/lib/place/subdivisions").then(({ subdivisionsOf }) => live && setList({ country, items: subdivisionsOf(country) }));
    return () => {
      live = false;
    };
  }, [country]);
  return list.country === country ? list.items : [];
}

export function PlaceFields({ kit, values }: { kit: FieldKit; values: FormValues }) {
  // A change the poster makes in these fields (a DOM change event; the reader's fills make none) is a pick.
  const [picked, setPicked] = useState(false);
  useDerivedPlace(kit.setValue, values.location ?? "", picked);
  const country = values.country ?? "";
  const subdivision = values.subdivision ?? "";
  const kind = (values.placeKind || "land") as keyof typeof KINDS;
  const subdivisions = useSubdivisions(country);
  const names = new Map(subdivisions.map((s) => [s.code, s.name]));

  // A state belongs to its country, and a job in several countries has neither.
  const stale = (kind === "multiple" && (country || subdivision)) || (subdivision && !subdivision.startsWith(`${country}-`));
  const tidy = useEffectEvent(() => {
    if (kind === "multiple") kit.setValue("country", "");
    kit.setValue("subdivision", "");
  });
  useEffect(() => {
    if (stale) tidy();
  }, [stale]);

  return (
    <fieldset className="min-w-0 space-y-4 rounded-md border border-slate-200 p-4" onChange={() => setPicked(true)}>
      <legend className="px-1 font-semibold">Where the job is</legend>
      <p className="text-sm text-slate-600">Filled in from the location as you type; change it if it is wrong.</p>
      <div className="grid gap-5 md:grid-cols-3">
        {kit.select("placeKind", "On land or offshore", Object.keys(KINDS), (k) => KINDS[k as keyof typeof KINDS])}
        {kind !== "multiple" &&
          kit.select(
            "country",
            kind === "offshore" ? "Nearest coastal country" : "Country",
            ["", ...COUNTRY_CODES],
            (c) => (c === "" ? "Not known yet" : (COUNTRY_NAMES.get(c) ?? c)),
            false,
          )}
        {kind !== "multiple" &&
          subdivisions.length > 0 &&
          kit.select(
            "subdivision",
            "State or region",
            ["", ...subdivisions.map((s) => s.code)],
            (s) => (s === "" ? "Not stated" : (names.get(s) ?? s)),
            false,
          )}
      </div>
    </fieldset>
  );
}
