// Footer: pricing, support, about, privacy and terms are placeholders in the spec.
import Link from "next/link";

const PLACEHOLDERS = ["Pricing", "Support", "About", "Privacy", "Terms"];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-extrabold text-white">Outpost</p>
          <p className="mt-2 text-sm">Real Jobs. Big Pay. No Desk. High-paying work offshore, underground, at the poles and in the field.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-col gap-2 text-sm">
          <Link href="/#jobs" className="hover:text-white">Browse jobs</Link>
          <Link href="/swipe" className="hover:text-white">Swipe mode</Link>
          <Link href="/post-job" className="hover:text-white">Post a job from £99</Link>
          <Link href="/feed.xml" className="hover:text-white">RSS feed</Link>
        </nav>
        <ul className="flex flex-col gap-2 text-sm" aria-label="Company">
          {PLACEHOLDERS.map((label) => (
            <li key={label}>
              <span aria-disabled="true" title="Coming soon" className="text-slate-400">
                {label}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-300">© {new Date().getFullYear()} Outpost. Prices in GBP.</p>
    </footer>
  );
}
