"use client";
// What the links in our emails open: confirming a subscription or alert, or unsubscribing. The page
// acts as soon as it loads, so each is one click from the inbox; the POST keeps link previews harmless
// for crawlers that fetch pages without running scripts.
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { failureText, postJson } from "../forms/post-json";

type Action = "confirm" | "unsubscribe";
type State = { stage: "working" } | { stage: "done"; kind: string } | { stage: "failed"; message: string };

const CALLS: Record<Action, { url: string; working: string; fallback: string }> = {
  confirm: { url: "/api/subscriptions/confirm", working: "Confirming...", fallback: "We couldn't confirm this link. Please try again." },
  unsubscribe: { url: "/api/unsubscribe", working: "Unsubscribing...", fallback: "We couldn't unsubscribe you. Please try again." },
};

const DONE: Record<string, { title: string; body: string }> = {
  subscriber: { title: "You're subscribed!", body: "The week's top 3 jobs will reach your inbox every Monday. Every email has a one-click unsubscribe link." },
  alert: { title: "Your job alert is on", body: "Each Monday we'll email you the three best new jobs that match your alert. Every email has a one-click unsubscribe link." },
  unsubscribed: { title: "You've been unsubscribed", body: "You won't get any more job emails from Outpost. Changed your mind? Sign up again at the bottom of the home page." },
  reminders: { title: "Reminders switched off", body: "You won't get expiry reminders for your job postings any more." },
};

export function EmailLinkAction({ action, token }: { action: Action; token: string }) {
  const [state, setState] = useState<State>({ stage: "working" });
  const started = useRef(false);

  useEffect(() => {
    // Once per page load, even when React runs effects twice in development: a token is spent once.
    if (started.current) return;
    started.current = true;
    postJson(CALLS[action].url, { token })
      .then((res) => res.json() as Promise<{ kind: string }>)
      .then(({ kind }) => setState({ stage: "done", kind: action === "unsubscribe" && kind !== "reminders" ? "unsubscribed" : kind }))
      .catch((error) => setState({ stage: "failed", message: failureText(error, CALLS[action].fallback) }));
  }, [action, token]);

  if (state.stage === "working") return <p role="status" className="text-center text-slate-700">{CALLS[action].working}</p>;
  if (state.stage === "failed") {
    return (
      <div className="text-center">
        <h1 className="text-2xl font-bold">{action === "confirm" ? "Link not valid" : "Unsubscribe failed"}</h1>
        <p role="alert" className="mt-3 text-slate-700">{state.message}</p>
        <Link href="/" className="mt-6 inline-block rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800">Go to the home page</Link>
      </div>
    );
  }
  const copy = DONE[state.kind] ?? DONE.subscriber;
  return (
    <div className="text-center">
      <h1 className="text-2xl font-bold">{copy.title}</h1>
      <p className="mt-3 text-slate-700">{copy.body}</p>
      <Link href="/#jobs" className="mt-6 inline-block rounded-md bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800">Browse Jobs</Link>
    </div>
  );
}
