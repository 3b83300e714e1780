// Job detail: the whole advert (./job-advert), rendered on the server with JobPosting data.
import type { Metadata } from "next";
import { JobAdvert, jobMetadata } from "./job-advert";

type Props = { params: Promise<{ id: string }> };

// The same page for every visitor: Next renders each job once and keeps it (ISR) until a job write
// revalidates its data's tag or 30 s pass; none is rendered at build time. Decision 069.
export const dynamic = "force-static";
export const revalidate = 30;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return jobMetadata((await params).id);
}

export default async function JobPage({ params }: Props) {
  return <JobAdvert id={(await params).id} />;
}
