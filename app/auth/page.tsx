// /auth (and /login): sign in or register; signed-in visitors go home.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { pageUser } from "@/server/http/page-guards";
import { AuthScreen } from "@/components/auth/auth-screen";

export const metadata: Metadata = {
  title: "Sign In or Sign Up",
  description: "Sign in to Outpost to post jobs and manage your listings, or create a free account.",
  robots: { index: false, follow: true },
};

export default async function AuthPage() {
  if (await pageUser()) redirect("/");
  return (
    <Suspense>
      <AuthScreen />
    </Suspense>
  );
}
