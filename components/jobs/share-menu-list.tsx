"use client";
// The share menu itself (Radix): LinkedIn, Facebook, X and email in a 600×400 popup, or a text version
// copied; on a card, also 'Report broken link' and 'Report this job' (a reason: scam signs, duplicate, filled). Loaded by ./share-menu when someone opens it, open at once with
// focus on its first item. Not modal: the page around it stays in the accessibility tree, and a press outside
// closes it.
import { useEffect, useRef, useState } from "react";
import { SpriteIcon } from "../icons/sprite-icons";
import { useFlag } from "../forms/use-flag";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from "../ui/dropdown-menu";
import { menuButton, type ShareProps } from "./share-menu-button";
import { useReport } from "./use-report";
import { ReportJobDialog } from "./report-job-dialog";

export function shareLinks({ url, title, company }: { url: string; title: string; company: string }) {
  const text = `${title} at ${company}`;
  const u = encodeURIComponent(url);
  return [
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: "X", href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${u}` },
  ];
}

export default function ShareMenuList(props: ShareProps) {
  const [copied, flashCopied] = useFlag(2000);
  const [reported, report] = useReport(props.reportJobId ?? "");
  const [reporting, setReporting] = useState(false);
  const look = menuButton(props);
  // It opens from a click or a key on the button it replaced: focus the first item either way, once the
  // menu has taken focus itself.
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => first.current?.focus());
    return () => clearTimeout(timer);
  }, []);
  const absolute = () => new URL(props.path, window.location.origin).toString();

  async function copy(event: Event) {
    // The menu stays open so "Copied" can be read where the choice was made.
    event.preventDefault();
    try {
      await navigator.clipboard.writeText(`${props.title} at ${props.company}\n${absolute()}`);
      flashCopied();
    } catch (error) {
      console.warn("Copy failed", error);
    }
  }

  function email() {
    const subject = encodeURIComponent(`${props.title} at ${props.company}`);
    window.location.href = `mailto:?subject=${subject}&body=${encodeURIComponent(absolute())}`;
  }

  return (
    <>
      <DropdownMenu defaultOpen modal={false}>
        <DropdownMenuTrigger className={look.className} aria-label={look.label}>
          <SpriteIcon name={look.icon} size={look.iconSize} /> {look.text}
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {props.reportJobId && <DropdownMenuLabel>Share</DropdownMenuLabel>}
          {shareLinks({ ...props, url: "" }).map(({ label }, index) => (
            <DropdownMenuItem
              key={label}
              ref={index === 0 ? first : undefined}
              onSelect={() => window.open(shareLinks({ ...props, url: absolute() })[index].href, "share", "width=600,height=400,noopener")}
            >
              {label}
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem onSelect={email}>Email</DropdownMenuItem>
          <DropdownMenuItem onSelect={copy}>{copied ? "Copied" : "Copy text"}</DropdownMenuItem>
          {props.reportJobId && (
            <DropdownMenuItem
              className="border-t border-slate-200"
              onSelect={(event) => {
                // Open until 'Report sent!' has been read, as with 'Copied'.
                event.preventDefault();
                if (!reported) report();
              }}
            >
              {reported ? "Report sent!" : "Report broken link"}
            </DropdownMenuItem>
          )}
          {props.reportJobId && <DropdownMenuItem onSelect={() => setReporting(true)}>Report this job</DropdownMenuItem>}
        </DropdownMenuContent>
      </DropdownMenu>
      {props.reportJobId && <ReportJobDialog jobId={props.reportJobId} open={reporting} onOpenChange={setReporting} />}
    </>
  );
}
