"use client";
// What the account forms share: a titled card, the call in flight, and the server's answer shown in words.
import { useState } from "react";
import { failureText } from "../forms/post-json";

export type Outcome = { ok: boolean; text: string } | null;

/** Runs `action`; its resolved text is the success message, a failure shows the server's own message. */
export function useAccountAction() {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  async function run(action: () => Promise<string>): Promise<boolean> {
    setPending(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await action() });
      return true;
    } catch (error) {
      setOutcome({ ok: false, text: failureText(error, "Something went wrong. Please try again.") });
      return false;
    } finally {
      setPending(false);
    }
  }
  /** A problem found before calling the server (two passwords that differ). */
  const fail = (text: string) => setOutcome({ ok: false, text });
  return { pending, outcome, run, fail };
}

export function AccountCard({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  const id = `account-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function OutcomeNote({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p
      role={outcome.ok ? "status" : "alert"}
      className={`rounded-md px-3 py-2 text-sm ${outcome.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
    >
      {outcome.text}
    </p>
  );
}

export const buttonClass = "rounded-md bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700 disabled:opacity-60";
