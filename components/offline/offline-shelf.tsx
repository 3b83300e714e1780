"use client";
// The offline page's list of what this phone can open without a connection: My List, and each job page the
// service worker kept, named by the title in its kept copy.
import Link from "next/link";
import { useEffect, useState } from "react";
import { PAGE_CACHE } from "@/lib/offline/cache-names";
import { useSwipeData } from "../swipe/use-swipe-data";
import { buttonClass } from "../ui/button";

type KeptJob = { href: string; title: string };

const TITLE_SUFFIX = / \| Outpost$/;
/** How far into a kept page its <title> is looked for. */
const HEAD_LIMIT = 64 * 1024;

/** The page's <title>, read from the start of its kept copy only: a page's head comes in its first kilobytes. */
async function titleOf(page: Response): Promise<string | null> {
  const reader = page.body?.getReader();
  if (!reader) return null;
  const decoder = new TextDecoder();
  let head = "";
  try {
    while (head.length < HEAD_LIMIT) {
      const { value, done } = await reader.read();
      if (done) break;
      head += decoder.decode(value, { stream: true });
      const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
      if (title !== undefined) return title;
    }
    return null;
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

async function keptJobs(): Promise<KeptJob[]> {
  if (!("caches" in window)) return [];
  const cache = await caches.open(PAGE_CACHE);
  const jobs: KeptJob[] = [];
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith("/job/")) continue;
    const kept = await cache.match(request);
    const title = kept ? await titleOf(kept) : null;
    const text = title ? new DOMParser().parseFromString(title, "text/html").documentElement.textContent : null;
    jobs.push({ href: pathname, title: (text ?? "A job you opened").replace(TITLE_SUFFIX, "") });
  }
  // Newest first: the cache lists pages in the order they were first kept.
  return jobs.reverse();
}

export function OfflineShelf() {
  const saved = useSwipeData().shortlistedJobs.length;
  const [jobs, setJobs] = useState<KeptJob[] | null>(null);

  useEffect(() => {
    keptJobs()
      .then(setJobs)
      .catch(() => setJobs([]));
  }, []);

  return (
    <div className="mt-6 space-y-6">
      <div className="flex flex-wrap gap-3">
        <Link href="/shortlist" className={buttonClass({})}>
          My List ({saved} saved)
        </Link>
        <button type="button" onClick={() => window.location.reload()} className={buttonClass({ variant: "secondary" })}>
          Try again
        </button>
      </div>
      <section aria-labelledby="kept-jobs">
        <h2 id="kept-jobs" className="text-xl font-bold">
          Jobs you opened
        </h2>
        {jobs === null ? (
          <p className="mt-2 text-slate-600">Looking on this phone…</p>
        ) : jobs.length === 0 ? (
          <p className="mt-2 text-slate-600">No job pages are kept on this phone yet. Jobs you open while online are kept for 30 days.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {jobs.map((job) => (
              <li key={job.href}>
                <Link href={job.href} className="block px-4 py-3 font-semibold break-words text-amber-800 hover:underline">
                  {job.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
