import type { MetadataRoute } from "next";

// What an installed Outpost is: it opens on the board, full screen but for the phone's own bar, in the
// site's colours. Served at /manifest.webmanifest and linked from every page.
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Outpost — Real Jobs. Big Pay. No Desk.",
    short_name: "Outpost",
    description: "High-paying jobs on rigs, mines, Arctic stations, wind farms and disaster zones. Saved jobs open offline.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#f8fafc",
    theme_color: "#0f172a",
    lang: "en-GB",
    categories: ["business", "productivity"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [
      { name: "My List", short_name: "My List", url: "/shortlist" },
      { name: "Swipe jobs", short_name: "Swipe", url: "/swipe" },
    ],
  };
}
