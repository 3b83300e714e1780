"use client";
// 'Filters' below 1024 px, with how many are on: opens the filter sheet (filter-sheet.tsx, fetched once the
// page is idle or at the first press). Without JavaScript it is a link to the filter form, which :target shows.
import { useState } from "react";
import type { HomeFilters } from "@/lib/home-query";
import { useIdleImport } from "../ui/use-idle-import";
import { FILTER_FORM_ID } from "./filter-form";

const loadSheet = () => import("./filter-sheet");

type Props = { filters: HomeFilters; active: number; total: number; capped: boolean };

export function FiltersButton({ filters, active, total, capped }: Props) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(0);
  const sheet = useIdleImport(loadSheet, asked);
  return (
    <>
      <a
        href={`#${FILTER_FORM_ID}`}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          setAsked((n) => n + 1);
          setOpen(true);
          // Offline before the sheet's code came: the form the link names is on the page, shown by :target.
          if (!sheet) loadSheet().catch(() => (window.location.hash = FILTER_FORM_ID));
        }}
        className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 lg:hidden"
      >
        <svg aria-hidden width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        Filters
        {active > 0 && (
          <span className="rounded-full bg-amber-700 px-1.5 text-xs text-white">
            {active}
            <span className="sr-only"> on</span>
          </span>
        )}
      </a>
      {sheet && <sheet.FilterSheet open={open} onOpenChange={setOpen} filters={filters} total={total} capped={capped} />}
    </>
  );
}
