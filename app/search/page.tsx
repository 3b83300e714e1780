// The home page with filters (`/search?category=…`; proxy.ts sends older `/?category=…` links here):
// rendered per request, with a nonce of its own. Filtered views are for people; search engines get the one
// canonical board.
import type { Metadata } from "next";
import { readHomeFilters } from "@/lib/schemas/home-filters";
import { HOME_METADATA, HomeBoard } from "@/components/home/home-board";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { ...HOME_METADATA, robots: { index: false, follow: true } };

export default async function FilteredHomePage({ searchParams }: Props) {
  return <HomeBoard filters={readHomeFilters(await searchParams)} />;
}
