// @ts-check
// `serwist build` (after `next build`): bundles service-worker/sw.ts into public/sw.js with the list of files
// it installs with (decision 115). That list is the offline page and every file the offline page loads (the
// app shell: framework, layout, styles), read from its prerendered HTML, plus the icons. The rest of the
// build's files are kept as pages use them, so installing costs a worker no download of code they never run.
import { readFileSync } from "node:fs";
import { serwist } from "@serwist/next/config";

const BUILD_ID = readFileSync(".next/BUILD_ID", "utf8").trim();
const offlineHtml = readFileSync(".next/server/app/offline.html", "utf8");
const shellFiles = [...new Set([...offlineHtml.matchAll(/(?:src|href)="(\/_next\/static\/[^"?]+)"/g)].map((m) => m[1]))];
if (shellFiles.length === 0) throw new Error("serwist.config.mjs: the offline page's HTML names no build files");

export default serwist({
  swSrc: "service-worker/sw.ts",
  swDest: "public/sw.js",
  // The offline page and the manifest change with a build; hashed build files never change under their name.
  additionalPrecacheEntries: [
    { url: "/offline", revision: BUILD_ID },
    { url: "/manifest.webmanifest", revision: BUILD_ID },
    ...shellFiles.map((url) => ({ url, revision: null })),
  ],
  globPatterns: ["public/icons/*.png"],
  precachePrerendered: false,
});
