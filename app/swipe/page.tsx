// /swipe — swipe mode.
import type { Metadata } from "next";
import { pageMetadata } from "@/lib/page-metadata";
import { SwipeDeck } from "@/components/swipe/swipe-deck";

export const metadata: Metadata = pageMetadata({
  title: "Swipe Jobs",
  description:
    "Swipe through high-paying offshore, mining, Arctic and field jobs one card at a time. Keep the ones you want, pass on the rest.",
  path: "/swipe",
});

export default function SwipePage() {
  return <SwipeDeck />;
}
