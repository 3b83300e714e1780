// Previous/next through a long list, with where we are: "Showing 51–100 of 5,000". Links when the page
// lives in the address, buttons when the screen loads pages itself.
import Link from "next/link";

type Props = {
  offset: number;
  pageSize: number;
  total: number;
  label: string;
  hrefFor?: (offset: number) => string;
  onPage?: (offset: number) => void;
};

const number = new Intl.NumberFormat("en-GB");
const button = "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-100";
const disabled = "rounded-md border border-slate-200 px-3 py-2 text-sm font-semibold text-slate-400";

export function Pager({ offset, pageSize, total, label, hrefFor, onPage }: Props) {
  if (total === 0) return null;
  const last = Math.min(offset + pageSize, total);
  const previous = offset > 0 ? Math.max(0, offset - pageSize) : null;
  const next = last < total ? offset + pageSize : null;
  const control = (to: number | null, text: string, rel: "prev" | "next") => {
    if (to === null)
      return (
        <span aria-disabled="true" className={disabled}>
          {text}
        </span>
      );
    if (hrefFor)
      return (
        <Link href={hrefFor(to)} rel={rel} className={button}>
          {text}
        </Link>
      );
    return (
      <button type="button" onClick={() => onPage?.(to)} className={button}>
        {text}
      </button>
    );
  };
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        Showing {number.format(offset + 1)}–{number.format(last)} of {number.format(total)}
      </p>
      <div className="flex gap-2">
        {control(previous, "Previous", "prev")}
        {control(next, "Next", "next")}
      </div>
    </nav>
  );
}
