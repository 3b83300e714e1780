// /admin/outbox — the emails Outpost would have sent, while no mail provider is configured (admins only).
import type { Metadata } from "next";
import { requireAdminPage } from "@/server/http/page-guards";
import { readOutbox } from "@/server/mail/outbox";
import { usesOutbox } from "@/server/mail/send-mail";
import { SignInRequired } from "@/components/auth/sign-in-required";
import { BackOfficePage } from "@/components/ui/back-office-page";
import type { Role } from "@/server/accounts/public-user";

export const metadata: Metadata = { title: "Mail Outbox", robots: { index: false, follow: false } };

const LINK = /(https?:\/\/[^\s]+)/g;

/** Signed out: on to sign in; signed in without the admin role: a plain refusal. */
function OutboxDenied({ role }: { role: Role | null }) {
  if (!role)
    return (
      <SignInRequired
        title="Authentication Required"
        description="You need to log in to access this area."
        delayMs={1500}
        next="/admin/outbox"
      />
    );
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p className="mt-2 text-slate-700">You need admin privileges to access this page. Your role: {role}.</p>
    </div>
  );
}

export default async function OutboxPage() {
  const { admin, role } = await requireAdminPage();
  if (!admin) return <OutboxDenied role={role} />;
  const messages = usesOutbox() ? await readOutbox() : [];
  return (
    <BackOfficePage title="Mail Outbox">
      {!usesOutbox() ? (
        <p className="mt-4 text-slate-700">Email is sent through Resend; there is no local outbox.</p>
      ) : messages.length === 0 ? (
        <p className="mt-4 text-slate-700">No emails yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {messages.map((m) => (
            <li key={m.id}>
              <article className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm" aria-label={m.subject}>
                <h2 className="font-bold">{m.subject}</h2>
                <p className="text-sm text-slate-600">
                  To {m.to} · {m.date}
                </p>
                <p className="mt-3 text-sm break-words whitespace-pre-wrap">
                  {m.text.split(LINK).map((part, i) =>
                    i % 2 ? (
                      <a key={i} href={part} className="text-amber-800 underline">
                        {part}
                      </a>
                    ) : (
                      part
                    ),
                  )}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </BackOfficePage>
  );
}
