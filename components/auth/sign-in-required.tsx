"use client";
// Shown instead of a gated page to someone signed out: a toast, then on to the sign-in screen.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { signInHref } from "@/lib/safe-redirect";
import { toast } from "../toast/toast-store";
import { buttonClass } from "../ui/button";

type Props = { title: string; description: string; delayMs: number; next: string; signInPath?: "/auth" | "/login"; buttonLabel?: string };

export function SignInRequired({ title, description, delayMs, next, signInPath = "/auth", buttonLabel = "Sign In" }: Props) {
  const router = useRouter();
  const href = signInHref(next, signInPath);
  useEffect(() => {
    toast({ title, description, variant: "destructive" });
    const timer = setTimeout(() => router.replace(href), delayMs);
    return () => clearTimeout(timer);
  }, [title, description, delayMs, href, router]);
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">{description}</p>
      <Link href={href} className={buttonClass({ className: "mt-6 inline-block" })}>
        {buttonLabel}
      </Link>
    </div>
  );
}
