"use client";
// The employer's choice of how new applications are emailed: one each as it comes, or one digest a day.
// Saved as soon as it is picked; the server's answer is what the radios then show.
import { useState } from "react";
import type { ApplicationMailMode } from "@/lib/applications/kinds";
import type { putUserApplicationMail } from "@/lib/api/operations/accounts";
import { endpoint } from "../query/call-api";
import { OutcomeNote } from "../forms/outcome-note";
import { useSubmit } from "../forms/use-submit";
import { ACCOUNT_FAILURE, AccountCard } from "./account-card";

const saveChoice = endpoint<typeof putUserApplicationMail>("PUT /api/user/application-mail");

const CHOICES: { value: ApplicationMailMode; label: string; hint: string }[] = [
  { value: "each", label: "Email me each application", hint: "As soon as it comes in." },
  { value: "daily", label: "One email a day", hint: "Each morning, the applications that came in since the last one." },
];

export function ApplicationMailChoice({ initial }: { initial: ApplicationMailMode }) {
  const [mode, setMode] = useState(initial);
  // What the server holds: a refused save puts the radios back to it.
  const [saved, setSaved] = useState(initial);
  const { submit, outcome } = useSubmit({
    mutationFn: (applicationMail: ApplicationMailMode) => saveChoice.call({ body: { applicationMail } }),
    failure: ACCOUNT_FAILURE,
    success: ({ applicationMail }) => (applicationMail === "daily" ? "Saved: one email a day." : "Saved: an email for each application."),
    onSuccess: ({ applicationMail }) => {
      setSaved(applicationMail);
      setMode(applicationMail);
    },
    onError: () => setMode(saved),
  });

  return (
    <AccountCard title="Application emails" description="How we tell you of new applications to your jobs.">
      <fieldset>
        <legend className="sr-only">Application emails</legend>
        <div className="space-y-2">
          {CHOICES.map((choice) => (
            <label key={choice.value} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3">
              <input
                type="radio"
                name="applicationMail"
                value={choice.value}
                checked={mode === choice.value}
                onChange={() => {
                  setMode(choice.value);
                  void submit(choice.value);
                }}
                className="mt-1 size-4 accent-amber-700"
              />
              <span>
                <span className="block font-medium">{choice.label}</span>
                <span className="block text-sm text-slate-600">{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-3">
        <OutcomeNote outcome={outcome} />
      </div>
    </AccountCard>
  );
}
