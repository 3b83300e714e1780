// robots.txt: keep crawlers out of private and API paths, and point them at the sitemap.
import type { MetadataRoute } from "next";
import { config } from "@/server/config";

export const dynamic = "force-dynamic";

const PRIVATE_PATHS = ["/admin", "/crm", "/analytics", "/api", "/account", "/my-jobs", "/checkout"];

export default function robots(): MetadataRoute.Robots {
  const base = config().baseUrl;
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: PRIVATE_PATHS }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
