// Footer: the board, and the pages about Outpost itself (pricing, support, about, privacy, terms), and the
// Data saver switch (decision 114), where settings for the whole site are looked for.
import { AppLink as Link } from "@/components/ui/app-link";
import { INFO_PAGES } from "@/lib/info-pages";
import { DataSaverSwitch } from "./data-saver-switch";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-extrabold text-white">Outpost</p>
          <p className="mt-2 text-sm">
            Real Jobs. Big Pay. No Desk. High-paying work offshore, underground, at the poles and in the field.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-col gap-2 text-sm">
          <Link href="/#jobs" className="hover:text-white">
            Browse jobs
          </Link>
          <Link href="/swipe" className="hover:text-white">
            Swipe mode
          </Link>
          <Link href="/post-job" className="hover:text-white">
            Post a job from £99
          </Link>
          <Link href="/feed.xml" className="hover:text-white">
            RSS feed
          </Link>
          <DataSaverSwitch />
        </nav>
        <nav aria-label="Company" className="flex flex-col gap-2 text-sm">
          {INFO_PAGES.map(({ path, label }) => (
            <Link key={path} href={path} className="hover:text-white">
              {label}
            </Link>
          ))}
        </nav>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-300">
        © {new Date().getFullYear()} Outpost. Prices in GBP.
      </p>
    </footer>
  );
}
