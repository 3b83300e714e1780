"use client";
// The support form: name, email, topic and message; the server validates and answers in words we show.
import { useState } from "react";
import { HONEYPOT_FIELD } from "@/lib/alert-options";
import { MAX_SUPPORT_MESSAGE, SUPPORT_TOPICS, type SupportTopic } from "@/lib/schemas/support";
import { fetchJson } from "../query/api-client";
import { failureText } from "../forms/post-json";
import { FormField, inputClass } from "../post-job/form-field";
import { HoneypotField } from "../home/honeypot-field";

const EMPTY = { name: "", email: "", topic: "" as SupportTopic | "", message: "" };

export function SupportForm() {
  const [values, setValues] = useState(EMPTY);
  const [trap, setTrap] = useState("");
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // Editing answers the last note: it no longer describes what is on the screen.
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setOutcome(null);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setOutcome(null);
    try {
      const { message } = await fetchJson<{ message: string }>("POST", "/api/support", { ...values, [HONEYPOT_FIELD]: trap });
      setOutcome({ ok: true, text: message });
      setValues(EMPTY);
    } catch (error) {
      setOutcome({ ok: false, text: failureText(error, "We couldn't send your message. Please try again.") });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="relative space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <HoneypotField id="support-website" value={trap} onChange={setTrap} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="support-name" label="Your name" required>
          {(a11y) => (
            <input
              {...a11y}
              type="text"
              autoComplete="name"
              maxLength={100}
              value={values.name}
              onChange={set("name")}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField id="support-email" label="Your email" required hint="We reply to this address.">
          {(a11y) => (
            <input {...a11y} type="email" autoComplete="email" value={values.email} onChange={set("email")} className={inputClass} />
          )}
        </FormField>
      </div>
      <FormField id="support-topic" label="Topic" required>
        {(a11y) => (
          <select {...a11y} value={values.topic} onChange={set("topic")} className={inputClass}>
            <option value="">Choose a topic</option>
            {Object.entries(SUPPORT_TOPICS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="support-message" label="Message" required>
        {(a11y) => (
          <textarea
            {...a11y}
            rows={6}
            maxLength={MAX_SUPPORT_MESSAGE}
            value={values.message}
            onChange={set("message")}
            className={inputClass}
          />
        )}
      </FormField>
      {outcome && (
        <p
          role={outcome.ok ? "status" : "alert"}
          className={`rounded-md px-3 py-2 text-sm ${outcome.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
        >
          {outcome.text}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800 disabled:opacity-60"
      >
        {pending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
