"use client";
// The nav's Sign Out: with it come the sign-out steps (components/auth/use-sign-out) and My List's outbox and
// device records they clear, which a signed-out visitor never needs, so the nav imports this only once idle
// or once someone is signed in.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSignOut } from "../auth/use-sign-out";
import { toast } from "../toast/toast-store";

export function SignOutButton({ className, onDone }: { className: string; onDone: () => void }) {
  const endSession = useSignOut();
  const router = useRouter();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await endSession();
      toast({ title: "Logged out", description: "You have been logged out successfully." });
      router.push("/");
      router.refresh();
    } catch (error) {
      toast({ title: "Logout failed", description: (error as Error).message, variant: "destructive" });
    } finally {
      setSigningOut(false);
      onDone();
    }
  }

  return (
    <button type="button" onClick={signOut} disabled={signingOut} className={className}>
      {signingOut ? "Signing Out..." : "Sign Out"}
    </button>
  );
}
