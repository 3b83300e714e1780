"use client";
// The compliance gate's findings on the post form as the poster types: the form's values are read against the
// same rules the server applies (docs/compliance.md), and each finding is said beside the field it concerns, in
// a polite live region, never stopping the typing or the submit. The place is the poster's pick, else the one
// read from the location text by the lazily loaded place reader.
import { useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { factsFromForm } from "@/lib/compliance/form-facts";
import { checkCompliance } from "@/lib/compliance/gate";
import { RULES } from "@/lib/compliance/rules";
import type { PolicyFinding, PolicySeverity } from "@/lib/compliance/types";
import { TEXT_FIELDS } from "@/lib/compliance/wording";
import { MAX_SCREENING_QUESTIONS } from "@/lib/applications/kinds";
import type { Place } from "@/lib/place/derive-place";

type Note = PolicyFinding & { severity: PolicySeverity };

/** The fields a finding can name: each has its note's live region ready before anything is said in it. */
const NOTED_FIELDS = new Set<string>([
  ...RULES.map((r) => r.field),
  ...TEXT_FIELDS,
  // Each screening question carries its own notes (the gate names the question it refuses).
  ...Array.from({ length: MAX_SCREENING_QUESTIONS }, (_, i) => `screeningQuestions.${i}`),
]);

// The form's own check already requires these; the gate's word on them waits until something is typed.
const REQUIRED_BY_FORM = new Set(["salaryMin", "applicationClosingDate"]);

const NO_QUESTIONS: readonly { text: string }[] = [];

// One post form per page: its findings, shared with the notes beside its fields.
const NONE: Note[] = [];
let notes: Note[] = NONE;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
function publish(next: Note[]) {
  notes = next;
  for (const listener of listeners) listener();
}

function usePlace(location: string): Place | null {
  const [place, setPlace] = useState<Place | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void import("@/lib/place/derive-place").then(({ derivePlace }) => live && setPlace(derivePlace(location)));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [location]);
  return place;
}

/** Reads the form against the rules; renders the count of what would stop the advert, beside the submit. */
export function ComplianceCheck({
  values,
  questions = NO_QUESTIONS,
}: {
  values: Record<string, string>;
  questions?: readonly { text: string }[];
}) {
  const typed = useDeferredValue(values);
  const asked = useDeferredValue(questions);
  const place = usePlace(typed.location ?? "");
  const found = useMemo(() => {
    const verdict = checkCompliance({ ...factsFromForm(typed, place), screeningQuestions: asked });
    const all: Note[] = [
      ...verdict.refusals.map((f) => ({ ...f, severity: "refuse" as const })),
      ...verdict.warnings.map((f) => ({ ...f, severity: "warn" as const })),
    ];
    return all.filter((n) => !(REQUIRED_BY_FORM.has(n.field) && !typed[n.field]?.trim()));
  }, [typed, place, asked]);
  useEffect(() => publish(found), [found]);
  useEffect(() => () => publish(NONE), []);
  const refusals = found.filter((n) => n.severity === "refuse").length;
  return (
    <p aria-live="polite" className="text-sm text-red-800" data-testid="compliance-summary">
      {refusals > 0 && `${refusals === 1 ? "One thing" : `${refusals} things`} marked above would stop this advert being posted.`}
    </p>
  );
}

/** The gate's findings on one field, said as they change. */
export function FieldNotes({ name }: { name: string }) {
  const all = useSyncExternalStore(
    subscribe,
    () => notes,
    () => NONE,
  );
  if (!NOTED_FIELDS.has(name)) return null;
  const mine = all.filter((n) => n.field === name);
  return (
    <div id={`${name}-compliance`} aria-live="polite">
      {mine.map((n) => (
        <p
          key={n.rule}
          data-rule={n.rule}
          className={`mt-1 rounded-md px-2 py-1 text-sm break-words ${n.severity === "refuse" ? "bg-red-50 text-red-800" : "bg-amber-50 text-amber-900"}`}
        >
          <span className="font-semibold">{n.severity === "refuse" ? "Will be refused: " : "Check: "}</span>
          {n.message}
        </p>
      ))}
    </div>
  );
}

/** Whether a field has notes beside it (so a form wraps it with them). */
export const hasNotes = (name: string) => NOTED_FIELDS.has(name);
