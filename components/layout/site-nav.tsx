"use client";
// The sticky navigation bar with its collapsible mobile menu.
import NextLink from "next/link";
import type { ComponentProps } from "react";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { useSwipeData } from "../swipe/use-swipe-data";
import { SpriteIcon } from "../icons/sprite-icons";
import { useCurrentUser, useSessionWatch } from "../query/current-user";
import { useIdleImport } from "../ui/use-idle-import";

/**
 * The nav is on every page, so prefetching its targets would fetch the board's payload again on every visit,
 * more than a kept page's revalidation costs on a satellite link (decision 115). A tap fetches them instead.
 */
const Link = (props: ComponentProps<typeof NextLink>) => <NextLink {...props} prefetch={false} />;

const loadSignOut = () => import("./sign-out-button");
const signOutClass = "rounded border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100 disabled:opacity-60";

type NavLink = { href: string; label: string; badge?: number; mobileOnly?: boolean };

export function SiteNav() {
  const auth = useCurrentUser();
  // The nav is on every page: it keeps the page in step with a sign-out made in another tab.
  useSessionWatch();
  // Sign Out's code comes once idle, or at once when someone is signed in, the only time it is shown.
  const signOutCode = useIdleImport(loadSignOut, auth.status === "signed-in");
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const swipe = useSwipeData();

  const links: NavLink[] = [
    { href: "/", label: "Home" },
    { href: "/swipe", label: "Swipe" },
    { href: "/shortlist", label: "My List", badge: swipe.shortlistedJobs.length },
    { href: "/post-job", label: "Post a Job" },
  ];
  if (auth.status === "signed-in") {
    // Matches are ranked from a job seeker's profile; employers and admins have none.
    if (auth.user.role === "user")
      links.push({ href: "/jobs-for-you", label: "Jobs for you" }, { href: "/applications", label: "My applications" });
    links.push(
      { href: "/my-jobs", label: "My Jobs" },
      { href: "/account", label: "Account" },
      { href: "/account/profile", label: "My Profile", mobileOnly: true },
    );
    if (auth.user.role === "admin") {
      links.push({ href: "/admin", label: "Admin" }, { href: "/crm", label: "CRM" });
      links.push({ href: "/admin/bulk-upload", label: "Bulk Upload", mobileOnly: true });
    }
  }

  const linkClass = (href: string) =>
    `relative rounded px-3 py-2 text-sm font-medium ${pathname === href ? "text-amber-700" : "text-slate-700 hover:text-slate-950"}`;

  const authControls =
    auth.status === "signed-in" ? (
      signOutCode ? (
        <signOutCode.SignOutButton className={signOutClass} onDone={() => setOpen(false)} />
      ) : (
        // Drawn while its code is on its way, which is asked for as soon as the session says signed in.
        <button type="button" disabled className={signOutClass}>
          Sign Out
        </button>
      )
    ) : auth.status === "signed-out" ? (
      <Link href="/auth" className="rounded bg-amber-700 px-3 py-2 text-sm font-semibold text-white hover:bg-amber-800">
        Sign In
      </Link>
    ) : null;

  const renderLink = (link: NavLink, onClick?: () => void) => (
    <Link
      key={link.href}
      href={link.href}
      className={linkClass(link.href)}
      onClick={onClick}
      aria-current={pathname === link.href ? "page" : undefined}
    >
      {link.label}
      {link.badge ? (
        <span
          className="ml-1 rounded-full bg-amber-700 px-1.5 py-0.5 text-xs font-bold text-white"
          aria-label={`${link.badge} shortlisted`}
        >
          {link.badge}
        </span>
      ) : null}
    </Link>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-1.5 md:py-3">
        <Link href="/" className="text-lg font-extrabold tracking-tight text-slate-950">
          Outpost
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          {links.filter((l) => !l.mobileOnly).map((l) => renderLink(l))}
          <span className="ml-2">{authControls}</span>
        </div>
        {/* On a phone the saved jobs stay one tap away, with their count, beside the menu. */}
        <Link
          href="/shortlist"
          className="ml-auto inline-flex items-center gap-1 rounded px-2 py-2 text-sm font-medium text-slate-800 md:hidden"
          aria-current={pathname === "/shortlist" ? "page" : undefined}
        >
          <SpriteIcon name="heart" size={18} className="text-rose-700" />
          My List
          {swipe.shortlistedJobs.length > 0 && (
            <span className="rounded-full bg-amber-700 px-1.5 py-0.5 text-xs font-bold text-white">{swipe.shortlistedJobs.length}</span>
          )}
        </Link>
        <button
          type="button"
          className="rounded p-2 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((o) => !o)}
        >
          <SpriteIcon name={open ? "x" : "menu"} size={22} />
        </button>
      </nav>
      {open && (
        <div id="mobile-menu" className="border-t border-slate-200 px-4 pb-4 md:hidden">
          <div className="flex flex-col py-2">{links.map((l) => renderLink(l, () => setOpen(false)))}</div>
          {authControls}
        </div>
      )}
    </header>
  );
}
