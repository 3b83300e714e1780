// /cancel-email-change?token=… — where the cancel link in the notice to an account's old address lands.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { CancelEmailChangeForm } from "@/components/auth/cancel-email-change-form";

export const metadata: Metadata = { title: "Cancel Email Change", robots: { index: false, follow: false }, referrer: "no-referrer" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function CancelEmailChangePage({ searchParams }: Props) {
  const { token } = await searchParams;
  const value = Array.isArray(token) ? token[0] : token;
  if (!value) redirect("/account");
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <CancelEmailChangeForm token={value} />
      </div>
    </div>
  );
}
