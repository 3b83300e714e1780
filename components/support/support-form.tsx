"use client";
// The support form: name, email, topic and message; the server validates and answers in words we show.
import { useState } from "react";
import { HONEYPOT_FIELD } from "@/lib/alert-options";
import { MAX_SUPPORT_MESSAGE, SUPPORT_TOPICS, type SupportTopic } from "@/lib/schemas/support";
import type { postSupport } from "@/lib/api/operations/accounts";
import { endpoint } from "../query/call-api";
import { OutcomeNote } from "../forms/outcome-note";
import { useSubmit } from "../forms/use-submit";
import { Button } from "../ui/button";
import { Field } from "../ui/field";
import { inputClass } from "../ui/input";
import { HoneypotField } from "../home/honeypot-field";

const support = endpoint<typeof postSupport>("POST /api/support");

const EMPTY = { name: "", email: "", topic: "" as SupportTopic | "", message: "" };

export function SupportForm() {
  const [values, setValues] = useState(EMPTY);
  const [trap, setTrap] = useState("");
  const {
    submit: send,
    pending,
    outcome,
    reset,
  } = useSubmit({
    // A topic left unchosen goes as "" for the server to refuse in its own words.
    mutationFn: () => support.call({ body: { ...values, topic: values.topic as SupportTopic, [HONEYPOT_FIELD]: trap } }),
    failure: "We couldn't send your message. Please try again.",
    success: ({ message }) => message,
    onSuccess: () => setValues(EMPTY),
  });
  // Editing answers the last note: it no longer describes what is on the screen.
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    reset();
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <form onSubmit={submit} noValidate className="relative space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <HoneypotField id="support-website" value={trap} onChange={setTrap} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="support-name" label="Your name" required>
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
        </Field>
        <Field id="support-email" label="Your email" required hint="We reply to this address.">
          {(a11y) => (
            <input {...a11y} type="email" autoComplete="email" value={values.email} onChange={set("email")} className={inputClass} />
          )}
        </Field>
      </div>
      <Field id="support-topic" label="Topic" required>
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
      </Field>
      <Field id="support-message" label="Message" required>
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
      </Field>
      <OutcomeNote outcome={outcome} />
      <Button type="submit" pending={pending} pendingText="Sending...">
        Send Message
      </Button>
    </form>
  );
}
