// The pages about Outpost itself: linked from the footer and listed in the sitemap, from this one list.
export const INFO_PAGES = [
  { path: "/pricing", label: "Pricing" },
  { path: "/support", label: "Support" },
  { path: "/about", label: "About" },
  { path: "/privacy", label: "Privacy" },
  { path: "/terms", label: "Terms" },
] as const;
