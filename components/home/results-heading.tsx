"use client";
// The board's results heading ('14 jobs'). A search, a filter change, a chip or the sort opens the new view
// at #results (lib/home-query): the browser scrolls the heading into view, and here it takes focus as well,
// so a screen reader reads how many jobs there are and the next Tab is the first job.
import { useEffect, useRef } from "react";
import { RESULTS_HASH } from "@/lib/home-query";

export const RESULTS_ID = RESULTS_HASH.slice(1);

export function ResultsHeading({ level, children }: { level: 1 | 2; children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (window.location.hash === RESULTS_HASH) heading.current?.focus();
  }, []);
  const Tag = level === 1 ? "h1" : "h2";
  return (
    <Tag ref={heading} id={RESULTS_ID} tabIndex={-1} className="scroll-mt-16 text-lg leading-6 font-bold outline-none sm:text-2xl">
      {children}
    </Tag>
  );
}
