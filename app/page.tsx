// Home, unfiltered: the same page for every visitor, so Next keeps it (ISR) until a job write
// revalidates its data's tag or 30 s pass; proxy.ts sends filtered views (any query) to app/search.
// Its policy is a static one without a nonce, as a cached page cannot carry a per-visitor nonce (decision 069).
import type { Metadata } from "next";
import { HOME_METADATA, HomeBoard } from "@/components/home/home-board";

export const dynamic = "force-static";
export const revalidate = 30;

export const metadata: Metadata = HOME_METADATA;

export default function HomePage() {
  return <HomeBoard filters={{}} view="home" />;
}
