"use client";
// What the links in our emails open: confirming a subscription or alert, or unsubscribing. Confirming
// waits for a click, so a mail scanner that opens links and runs their scripts cannot give consent for
// someone; unsubscribing happens as the page loads, one click from the inbox.
import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import type { postSubscriptionsConfirm, postUnsubscribe } from "@/lib/api/operations/alerts";
import { failureText } from "../forms/post-json";
import { endpoint } from "../query/call-api";
import { buttonClass } from "../ui/button";

type Action = "confirm" | "unsubscribe";
type State = { stage: "ready" } | { stage: "working" } | { stage: "done"; kind: string } | { stage: "failed"; message: string };

const confirmSubscription = endpoint<typeof postSubscriptionsConfirm>("POST /api/subscriptions/confirm");
const unsubscribe = endpoint<typeof postUnsubscribe>("POST /api/unsubscribe");

const CALLS: Record<Action, { send: (token: string) => Promise<{ kind: string }>; working: string; fallback: string }> = {
  confirm: {
    send: (token) => confirmSubscription.call({ body: { token } }),
    working: "Confirming...",
    fallback: "We couldn't confirm this link. Please try again.",
  },
  unsubscribe: {
    send: (token) => unsubscribe.call({ body: { token } }),
    working: "Unsubscribing...",
    fallback: "We couldn't unsubscribe you. Please try again.",
  },
};

const DONE: Record<string, { title: string; body: string }> = {
  subscriber: {
    title: "You're subscribed!",
    body: "The week's top 3 jobs will reach your inbox every Monday. Every email has a one-click unsubscribe link.",
  },
  alert: {
    title: "Your job alert is on",
    body: "Each Monday we'll email you the three best new jobs that match your alert. Every email has a one-click unsubscribe link.",
  },
  unsubscribed: {
    title: "You've been unsubscribed",
    body: "You won't get any more job emails from Outpost. Changed your mind? Sign up again at the bottom of the home page.",
  },
  reminders: { title: "Reminders switched off", body: "You won't get expiry reminders for your job postings any more." },
  tickets: {
    title: "Ticket reminders switched off",
    body: "You won't get emails before your tickets and medicals expire any more. Your profile keeps their dates.",
  },
};
/** Kinds whose unsubscribe page says what stopped, rather than the generic 'unsubscribed'. */
const OWN_ANSWER = new Set(["reminders", "tickets"]);

export function EmailLinkAction({ action, token }: { action: Action; token: string }) {
  const [state, setState] = useState<State>({ stage: action === "confirm" ? "ready" : "working" });
  const started = useRef(false);

  const run = useCallback(() => {
    // Once per page, even when React runs effects twice in development: a token is spent once.
    if (started.current) return;
    started.current = true;
    setState({ stage: "working" });
    CALLS[action]
      .send(token)
      .then(({ kind }) => setState({ stage: "done", kind: action === "unsubscribe" && !OWN_ANSWER.has(kind) ? "unsubscribed" : kind }))
      .catch((error) => setState({ stage: "failed", message: failureText(error, CALLS[action].fallback) }));
  }, [action, token]);

  useEffect(() => {
    if (action === "unsubscribe") run();
  }, [action, run]);

  if (state.stage === "ready") {
    return (
      <div className="text-center">
        <h1 className="text-2xl font-bold">Confirm your email</h1>
        <p className="mt-3 text-slate-700">One more step: confirm that you asked for job emails from Outpost.</p>
        <button type="button" onClick={run} className={buttonClass({ className: "mt-6" })}>
          Yes, send me jobs
        </button>
      </div>
    );
  }
  if (state.stage === "working")
    return (
      <p role="status" className="text-center text-slate-700">
        {CALLS[action].working}
      </p>
    );
  if (state.stage === "failed") {
    return (
      <div className="text-center">
        <h1 className="text-2xl font-bold">{action === "confirm" ? "Link not valid" : "Unsubscribe failed"}</h1>
        <p role="alert" className="mt-3 text-slate-700">
          {state.message}
        </p>
        <Link href="/" className={buttonClass({ className: "mt-6 inline-block" })}>
          Go to the home page
        </Link>
      </div>
    );
  }
  const copy = DONE[state.kind] ?? DONE.subscriber;
  return (
    <div className="text-center">
      <h1 className="text-2xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-slate-700">{copy.body}</p>
      <Link href="/#jobs" className={buttonClass({ className: "mt-6 inline-block" })}>
        Browse Jobs
      </Link>
    </div>
  );
}
