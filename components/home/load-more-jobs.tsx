"use client";
// 'Load More Jobs (N total)' (decision 080): the server renders the first page, and without
// JavaScript this is a link to the next one (/search?…&cursor=…). With it, the first press brings in the code
// that appends pages in place (more-jobs.tsx) with that page, so the board's first-load JS carries only this link.
// Back to a list that had pages appended brings the same code in at once, to show them again (decision 089).
import { useEffect, useState, type ComponentType } from "react";
import { keptPagesKey, LOAD_MORE_CLASS, nextPageHref, type LoadMoreProps } from "./load-more-link";

export function LoadMoreJobs(props: LoadMoreProps) {
  const [more, setMore] = useState<ComponentType | null>(null);
  const [loading, setLoading] = useState(false);
  const { apiQuery, viewQuery, cursor, totalLabel, shownAbove } = props;
  useEffect(() => {
    if (more) return;
    const key = keptPagesKey(apiQuery);
    try {
      if (!key || !sessionStorage.getItem(key)) return;
    } catch {
      return;
    }
    import("./more-jobs").then(
      (m) => {
        const More = m.keptList({ apiQuery, viewQuery, cursor, totalLabel, shownAbove }, key);
        if (More) setMore(() => More);
      },
      () => {}, // Offline: the first page stays, with its Load More.
    );
  }, [more, apiQuery, viewQuery, cursor, totalLabel, shownAbove]);
  if (more) {
    const More = more;
    return <More />;
  }
  const href = nextPageHref(props.viewQuery, props.cursor);
  return (
    <div className="mt-6 text-center">
      <a
        href={href}
        onClick={(e) => {
          e.preventDefault();
          if (loading) return;
          setLoading(true);
          import("./more-jobs").then(
            (m) => {
              const More = m.withNextPage(props, keptPagesKey(props.apiQuery));
              setMore(() => More);
            },
            // Offline before the code came: the plain link shows the next page once the connection is back.
            () => window.location.assign(href),
          );
        }}
        aria-disabled={loading || undefined}
        className={LOAD_MORE_CLASS}
      >
        {loading ? "Loading more jobs…" : `Load More Jobs (${props.totalLabel} total)`}
      </a>
    </div>
  );
}
