// /admin/outbox — the emails Outpost would have sent, while no mail provider is configured (admins only).
import type { Metadata } from "next";
import { requireAdminPage } from "@/server/http/page-guards";
import { readOutbox } from "@/server/mail/outbox";
import { usesOutbox } from "@/server/mail/send-mail";
import { AccessDenied } from "@/components/admin/access-denied";
import { BackOfficePage } from "@/components/ui/back-office-page";

export const metadata: Metadata = { title: "Mail Outbox", robots: { index: false, follow: false } };

const LINK = /(https?:\/\/[^\s]+)/g;

export default async function OutboxPage() {
  const { admin, role } = await requireAdminPage();
  if (!admin) return <AccessDenied role={role} next="/admin/outbox" />;
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
