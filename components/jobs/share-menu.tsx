"use client";
// Share a job: LinkedIn, Facebook, X and email in a 600×400 popup, or copy a text version.
import { useEffect, useRef, useState } from "react";
import { Share2 } from "lucide-react";
import { useFlag } from "../forms/use-flag";

type Props = { path: string; title: string; company: string };

export function shareLinks({ url, title, company }: { url: string; title: string; company: string }) {
  const text = `${title} at ${company}`;
  const u = encodeURIComponent(url);
  return [
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: "X", href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${u}` },
  ];
}

export function ShareMenu(props: Props) {
  const [open, setOpen] = useState(false);
  const [copied, flashCopied] = useFlag(2000);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  const absolute = () => new URL(props.path, window.location.origin).toString();

  async function copy() {
    try {
      await navigator.clipboard.writeText(`${props.title} at ${props.company}\n${absolute()}`);
      flashCopied();
    } catch (error) {
      console.warn("Copy failed", error);
    }
  }

  const itemClass = "block w-full px-3 py-2 text-left text-sm hover:bg-slate-100";
  return (
    <div ref={root} className="relative">
      <button type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((o) => !o)} className="inline-flex items-center gap-1 rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100">
        <Share2 aria-hidden size={14} /> Share
      </button>
      {open && (
        <div role="menu" className="absolute right-0 z-20 mt-1 w-44 overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg">
          {["LinkedIn", "Facebook", "X"].map((label) => (
            <button key={label} role="menuitem" type="button" className={itemClass} onClick={() => {
              const link = shareLinks({ ...props, url: absolute() }).find((l) => l.label === label)!;
              window.open(link.href, "share", "width=600,height=400,noopener");
              setOpen(false);
            }}>
              {label}
            </button>
          ))}
          <button role="menuitem" type="button" className={itemClass} onClick={() => {
            const subject = encodeURIComponent(`${props.title} at ${props.company}`);
            window.location.href = `mailto:?subject=${subject}&body=${encodeURIComponent(absolute())}`;
            setOpen(false);
          }}>
            Email
          </button>
          <button role="menuitem" type="button" className={itemClass} onClick={copy}>
            {copied ? "Copied" : "Copy text"}
          </button>
        </div>
      )}
    </div>
  );
}
