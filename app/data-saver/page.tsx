// The board's data-saver copy (decision 114): proxy.ts serves it at `/` to a request with the Data saver
// cookie or `Save-Data: on`. Kept like `/` (ISR, the same tags), for every such visitor; never linked.
import type { Metadata } from "next";
import { HOME_METADATA, HomeBoard } from "@/components/home/home-board";

export const dynamic = "force-static";
export const revalidate = 30;

export const metadata: Metadata = HOME_METADATA;

export default function DataSaverHomePage() {
  return <HomeBoard filters={{}} view="home" lite />;
}
