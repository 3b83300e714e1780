"use client";
// What every form's submit shares: the call in flight (a TanStack mutation), and its answer in words: the
// server's own message when it refused, else the form's fallback. The form's inputs are the form's own
// state and are left as they were, so a refused submit can be corrected and sent again.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { failureText } from "./post-json";

export type Outcome = { ok: boolean; text: string } | null;

type Options<TVars, TResult> = {
  mutationFn: (vars: TVars) => Promise<TResult>;
  /** Shown when the call fails and the server gave no words of its own; no failure note without it. */
  failure?: string;
  /** The note shown once the call has worked; none without it. */
  success?: (result: TResult) => string;
  onSuccess?: (result: TResult, vars: TVars) => void;
  onError?: (error: Error, vars: TVars) => void;
};

export function useSubmit<TVars = void, TResult = unknown>({ mutationFn, failure, success, onSuccess, onError }: Options<TVars, TResult>) {
  // A problem found before any call (two passwords that differ), shown in the same place as the server's.
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn, onSuccess, onError });

  let outcome: Outcome = null;
  if (problem) outcome = { ok: false, text: problem };
  else if (mutation.isError && failure !== undefined) outcome = { ok: false, text: failureText(mutation.error, failure) };
  else if (mutation.isSuccess && success) outcome = { ok: true, text: success(mutation.data) };

  /** Sends; true once the server has accepted. */
  async function submit(vars: TVars): Promise<boolean> {
    setProblem(null);
    try {
      await mutation.mutateAsync(vars);
      return true;
    } catch {
      return false;
    }
  }

  /** Clears the last note: editing the form means it no longer describes what is on the screen. */
  function reset() {
    setProblem(null);
    mutation.reset();
  }

  return { submit, pending: mutation.isPending, succeeded: mutation.isSuccess, outcome, fail: (text: string) => setProblem(text), reset };
}
