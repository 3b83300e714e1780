"use client";
// The email subscription block: weekly top-3 jobs by email.
import { useState } from "react";
import { toast } from "../toast/toast-store";
import { hasEmail } from "../forms/missing-email";
import type { postEmailSubscribe } from "@/lib/api/operations/alerts";
import { failureText } from "../forms/post-json";
import { endpoint } from "../query/call-api";
import { HONEYPOT_FIELD } from "@/lib/alert-options";
import { HoneypotField } from "./honeypot-field";
import { useSubmit } from "../forms/use-submit";
import { Button } from "../ui/button";

const subscribe = endpoint<typeof postEmailSubscribe>("POST /api/email-subscribe");

export function EmailSubscribe() {
  const [email, setEmail] = useState("");
  const [trap, setTrap] = useState("");
  const { submit: send, pending } = useSubmit({
    mutationFn: () => subscribe.call({ body: { email: email.trim(), [HONEYPOT_FIELD]: trap } }),
    onSuccess: () => {
      // Double opt-in: the spec's words, and what to do next.
      toast({ title: "Success!", description: "You've been subscribed to job alerts. Check your inbox to confirm." });
      setEmail("");
    },
    onError: (error) => {
      const message = failureText(error, "Failed to subscribe. Please try again.");
      if (message.toLowerCase().includes("already subscribed")) {
        toast({ title: "Already Subscribed", description: "Good news! This email is already receiving job alerts." });
      } else {
        toast({ title: "Error", description: message, variant: "destructive" });
      }
    },
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (hasEmail(email)) void send();
  }

  return (
    <section aria-labelledby="subscribe-heading" className="bg-amber-50">
      <div className="mx-auto max-w-3xl px-4 py-12 text-center">
        <h2 id="subscribe-heading" className="text-2xl font-bold">
          The week&apos;s top 3 jobs, every Monday
        </h2>
        <p className="mt-2 text-slate-700">One short email. The three best new roles. Unsubscribe in one click.</p>
        <form onSubmit={submit} className="relative mx-auto mt-6 flex max-w-md gap-2" noValidate>
          <HoneypotField id="subscribe-website" value={trap} onChange={setTrap} />
          <label htmlFor="subscribe-email" className="sr-only">
            Email address
          </label>
          <input
            id="subscribe-email"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="you@example.com"
            autoComplete="email"
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2"
          />
          <Button type="submit" pending={pending} pendingText="Subscribing...">
            Subscribe
          </Button>
        </form>
      </div>
    </section>
  );
}
