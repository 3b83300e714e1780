// A filtered view of the board (`/search?category=…`): proxy.ts gives each view's canonical query an address
// of its own here (base64url, lib/home-query's searchViewPath), so Next keeps it like `/` (ISR): the same page
// for every visitor, rendered once per view and job change, none at build time (decision 098). Filtered views
// are for people; search engines get the one canonical board.
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

export default async function FilteredBoardPage({ params }: Props) {
  return <HomeBoard filters={readHomeFilters(readSearchView((await params).view))} view="search" />;
}
