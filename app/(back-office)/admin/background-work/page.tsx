// /admin/background-work — emails and other queued jobs: counts by kind and state, each schedule's last run,
// and the failed jobs with their last error, to retry or cancel (admins only).
import type { Metadata } from "next";
import { requireAdminPage } from "@/server/http/page-guards";
import { getDb } from "@/server/runtime";
import { backgroundWork } from "@/server/queue/background-work";
import { backgroundWorkQuerySchema } from "@/lib/schemas/background-work";
import { AccessDenied } from "@/components/admin/access-denied";
import { BackgroundWorkView } from "@/components/background-work/background-work-view";
import { BackOfficePage, DASHBOARD } from "@/components/ui/back-office-page";

export const metadata: Metadata = { title: "Background Work", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function BackgroundWorkPage({ searchParams }: Props) {
  const { admin, role } = await requireAdminPage();
  if (!admin) return <AccessDenied role={role} next="/admin/background-work" />;
  const { cursor } = await searchParams;
  // An address whose cursor does not read starts again from the newest failures.
  const asked = backgroundWorkQuerySchema.safeParse({ cursor: Array.isArray(cursor) ? cursor[0] : cursor });
  const query = asked.success ? asked.data : backgroundWorkQuerySchema.parse({});
  const { next, ...view } = await backgroundWork(await getDb(), query);
  return (
    <BackOfficePage
      title="Background Work"
      back={DASHBOARD}
      description="Emails and other work done after a request is answered: what waits, runs, failed and was done."
    >
      <BackgroundWorkView {...view} olderHref={next ? `/admin/background-work?cursor=${next}` : null} />
    </BackOfficePage>
  );
}
