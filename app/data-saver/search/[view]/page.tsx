// A filtered view's data-saver copy (decision 114), served by proxy.ts in place of /search/{view}.
import type { Metadata } from "next";
import { readHomeFilters } from "@/lib/schemas/home-filters";
import { readSearchView } from "@/lib/home-query";
import { HOME_METADATA, HomeBoard } from "@/components/home/home-board";

type Props = { params: Promise<{ view: string }> };

export const dynamic = "force-static";
export const revalidate = 30;
export function generateStaticParams() {
  return [];
}

export const metadata: Metadata = { ...HOME_METADATA, robots: { index: false, follow: true } };

export default async function DataSaverBoardPage({ params }: Props) {
  return <HomeBoard filters={readHomeFilters(readSearchView((await params).view))} view="search" lite />;
}
