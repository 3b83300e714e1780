"use client";
// The job-alert signup card: minimum salary, where, and which categories.
import { useState } from "react";
import {
  ALERT_LOCATIONS,
  ALERT_SALARIES,
  DEFAULT_ALERT_LOCATION,
  DEFAULT_ALERT_SALARY,
  HONEYPOT_FIELD,
  type AlertLocation,
} from "@/lib/alert-options";
import { CATEGORIES, categoryLabel, type Category } from "@/lib/categories";
import { DANGER_LEVELS, RISK_LABELS, type DangerLevel } from "@/lib/job-fields";
import { formatMoney } from "@/lib/currency";
import { hasEmail } from "../forms/missing-email";
import { toast } from "../toast/toast-store";
import type { postJobAlerts } from "@/lib/api/operations/alerts";
import { endpoint } from "../query/call-api";
import { HoneypotField } from "./honeypot-field";
import { useSubmit } from "../forms/use-submit";
import { Button } from "../ui/button";

const createAlert = endpoint<typeof postJobAlerts>("POST /api/job-alerts");

export function JobAlertCard() {
  const [email, setEmail] = useState("");
  const [salary, setSalary] = useState<number>(DEFAULT_ALERT_SALARY);
  const [location, setLocation] = useState<AlertLocation>(DEFAULT_ALERT_LOCATION);
  const [categories, setCategories] = useState<Category[]>([]);
  const [maxRisk, setMaxRisk] = useState<DangerLevel | "">("");
  const [travelPaid, setTravelPaid] = useState(false);
  const [trap, setTrap] = useState("");
  const {
    submit: send,
    pending,
    outcome,
  } = useSubmit({
    mutationFn: () =>
      createAlert.call({
        body: {
          email: email.trim(),
          settings: { salary, location, categories, ...(maxRisk ? { maxRisk } : {}), ...(travelPaid ? { travelPaid } : {}) },
          [HONEYPOT_FIELD]: trap,
        },
      }),

    // The spec only logs a failure; a person still needs to know the alert was not set (decision 020).
    failure: "We couldn't set up your alert. Please try again.",
    onSuccess: () => {
      setEmail("");
      toast({ title: "Check your inbox", description: "Confirm your job alert from the email we just sent." });
    },
    onError: (failure) => console.error("Job alert signup failed", failure),
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (hasEmail(email)) void send();
  }

  const toggle = (c: Category) => setCategories((list) => (list.includes(c) ? list.filter((x) => x !== c) : [...list, c]));

  return (
    <section aria-labelledby="alert-heading" className="mx-auto max-w-6xl px-4 py-12">
      <form onSubmit={submit} className="relative rounded-lg border border-slate-200 bg-white p-6 shadow-sm" noValidate>
        <HoneypotField id="alert-website" value={trap} onChange={setTrap} />
        <h2 id="alert-heading" className="text-2xl font-bold">
          Get job alerts
        </h2>
        <p className="mt-1 text-slate-700">
          Tell us what you&apos;re after: every Monday we&apos;ll email you the three best new jobs that match.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <label className="text-sm font-medium">
            Email
            <input
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
              className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 font-normal"
            />
          </label>
          <label className="text-sm font-medium">
            Minimum salary
            <select
              value={salary}
              onChange={(e) => setSalary(Number(e.target.value))}
              className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-normal"
            >
              {ALERT_SALARIES.map((s) => (
                <option key={s} value={s}>
                  {formatMoney(s)}+
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-medium">
            Location
            <select
              value={location}
              onChange={(e) => setLocation(e.target.value as AlertLocation)}

              className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-normal"
            >
              {ALERT_LOCATIONS.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium">Categories (none means all)</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {CATEGORIES.map((c) => (
              <label key={c} className="flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-sm">
                <input type="checkbox" checked={categories.includes(c)} onChange={() => toggle(c)} />
                {categoryLabel(c)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex flex-wrap items-end gap-4">
          <label className="text-sm font-medium">
            Highest risk level
            <select
              value={maxRisk}
              onChange={(e) => setMaxRisk(e.target.value as DangerLevel | "")}
              className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 font-normal"
            >
              <option value="">Any risk level</option>
              {DANGER_LEVELS.map((d) => (
                <option key={d} value={d}>
                  Up to {RISK_LABELS[d].toLowerCase()}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 pb-2 text-sm font-medium">
            <input type="checkbox" checked={travelPaid} onChange={(e) => setTravelPaid(e.target.checked)} /> Only jobs with travel paid
          </label>
        </div>
        {outcome && (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {outcome.text}
          </p>
        )}
        <Button type="submit" variant="dark" className="mt-4" pending={pending} pendingText="Saving...">
          Create alert
        </Button>
      </form>
    </section>
  );
}
