// Metadata for a page of its own: its title, description and address in search results and in link
// previews (Open Graph, X), rather than the home page's which the layout sets as the default.
import type { Metadata } from "next";

export function pageMetadata({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  const shared = `${title} | Outpost`;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", siteName: "Outpost", locale: "en_GB", title: shared, description, url: path },
    twitter: { card: "summary_large_image", title: shared, description },
  };
}
