"use client";
// 'Save this search' beside the results heading: keeps the view's filters, text included. Its panel
// (save-search-form.tsx) is fetched when a hand or focus reaches for the button, so the board's first load
// carries the button alone.
import { lazy, Suspense, useState } from "react";
import { BellPlus } from "lucide-react";
import type { HomeFilters } from "@/lib/home-query";

const loadForm = () => import("./save-search-form");
const SaveSearchForm = lazy(() => loadForm().then((m) => ({ default: m.SaveSearchForm })));

export function SaveSearch({ filters }: { filters: HomeFilters }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="relative">
      {/* A short label on phones, so the results heading beside it stays on one line above the first jobs. */}
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        aria-label="Save this search"
        className="btn-outline shrink-0 whitespace-nowrap"
      >
        <BellPlus aria-hidden size={16} />
        <span className="sm:hidden">Save</span>
        <span className="hidden sm:inline">Save this search</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchForm filters={filters} onSaved={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
