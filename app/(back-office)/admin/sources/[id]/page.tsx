// /admin/sources/{id} — one job source: its figures, actions (pause, resume, rotate, sync, delete), its last
// runs and every refusal with its reason (admins only).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { uuidSchema } from "@/lib/schemas/common";
import { requireAdminPage } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { config } from "@/server/config";
import { isHttpError } from "@/server/http/errors";
import { getSource } from "@/server/job-sources/admin-sources";
import { AccessDenied } from "@/components/admin/access-denied";
import { RefusalList } from "@/components/admin/sources/refusal-list";
import { SourceActions } from "@/components/admin/sources/source-actions";
import { SourceList } from "@/components/admin/sources/source-list";
import { lastRunText } from "@/components/admin/sources/source-labels";
import { BackOfficePage } from "@/components/ui/back-office-page";

export const metadata: Metadata = { title: "Job Source", robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

export default async function SourcePage({ params }: Props) {
  const { id } = await params;
  const { admin, role } = await requireAdminPage();
  if (!admin) return <AccessDenied role={role} next={`/admin/sources/${id}`} />;
  if (!uuidSchema.safeParse(id).success) notFound();
  const source = await getSource(await getDb(), id).catch((error: unknown) => {
    if (isHttpError(error) && error.status === 404) notFound();
    throw error;
  });
  const { runs, refusals, ...row } = source;
  return (
    <BackOfficePage title={source.name} back={{ href: "/admin/sources", label: "Job Sources" }}>
      <SourceList sources={[row]} />
      {source.username && (
        <p className="mt-3 text-sm break-words text-slate-700">
          Feed username: <code>{source.username}</code> · posts to <code>{`${config().baseUrl}/api/feeds/multiposter`}</code>
        </p>
      )}
      {source.token && (
        <p className="mt-3 text-sm break-words text-slate-700">
          Board token: <code>{source.token}</code>
        </p>
      )}
      <SourceActions
        id={source.id}
        name={source.name}
        kind={source.kind}
        paused={source.paused}
        username={source.username}
        feedUrl={`${config().baseUrl}/api/feeds/multiposter`}
      />
      {runs.length > 0 && (
        <section className="mt-8">
          <h2 className="text-xl font-bold">Last runs</h2>
          <ul className="mt-2 grid gap-2 text-sm">
            {runs.map((r) => (
              <li key={r.id} className="rounded-md border border-slate-200 bg-white p-3">
                <p className={r.status === "error" ? "text-red-700" : ""}>
                  {r.status === "running" ? "Running" : lastRunText(r.startedAt, r.status)}: {r.created} new, {r.updated} updated,{" "}
                  {r.closed} closed, {r.incomplete} incomplete, {r.refused} refused
                </p>
                {r.error && <p className="mt-1 break-words text-red-700">{r.error}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="mt-8">
        <h2 className="text-xl font-bold">Refusals</h2>
        <RefusalList refusals={refusals} />
      </section>
    </BackOfficePage>
  );
}
