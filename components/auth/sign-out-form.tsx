"use client";
// Sign Out as a form that POSTs to /api/logout, which ends the session and answers with the home page. Never a
// link: a GET that signs out could be fired by any <img>. Once the page's script runs, the press signs out the
// way the nav does (components/auth/use-sign-out: My List's sync detached first, the account's traces removed
// after) and then opens the home page; before that, the form still works as a plain navigation.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "../toast/toast-store";
import { useSignOut } from "./use-sign-out";

type Props = { label: string; className: string };

export function SignOutForm({ label, className }: Props) {
  const signOut = useSignOut();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await signOut();
      router.push("/");
      router.refresh();
    } catch (error) {
      setBusy(false);
      toast({ title: "Logout failed", description: (error as Error).message, variant: "destructive" });
    }
  }

  return (
    <form method="post" action="/api/logout" onSubmit={submit}>
      <button type="submit" className={className} disabled={busy}>
        {label}
      </button>
    </form>
  );
}
