// A job page's data-saver copy (decision 114), served by proxy.ts in place of /job/{id}: kept like it.
import type { Metadata } from "next";
import { JobAdvert, jobMetadata } from "../../../job/[id]/job-advert";

type Props = { params: Promise<{ id: string }> };

export const dynamic = "force-static";
export const revalidate = 30;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return jobMetadata((await params).id);
}

export default async function DataSaverJobPage({ params }: Props) {
  return <JobAdvert id={(await params).id} lite />;
}
