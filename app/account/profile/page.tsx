// /account/profile — the signed-in worker's profile: tickets and medicals with expiry dates, availability,
// rotations, minimum pay, regions. Reading the session makes the page dynamic, so it is never cached publicly.
import type { Metadata } from "next";
import Link from "next/link";
import { pageUser } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { readProfile } from "@/server/accounts/profile";
import { utcDay } from "@/lib/job-match";
import { SignInRequired } from "@/components/auth/sign-in-required";
import { ProfileForm } from "@/components/profile/profile-form";

export const metadata: Metadata = { title: "Your profile", robots: { index: false, follow: false } };

export default async function ProfilePage() {
  const user = await pageUser();
  if (!user)
    return (
      <SignInRequired
        title="Please Sign In"
        description="Sign In Required: you need to be signed in to edit your profile."
        delayMs={1000}
        next="/account/profile"
      />
    );
  const profile = await readProfile(await getDb(), user.id);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <p className="text-sm">
        <Link href="/account" className="text-amber-800 underline">
          Account
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold">Your profile</h1>
      <p className="mt-2 text-slate-700">
        What you hold and what you want. Only you see it; it finds jobs that fit you and reminds you before a ticket lapses.
      </p>
      <ProfileForm initial={profile} today={utcDay(new Date())} />
    </div>
  );
}
