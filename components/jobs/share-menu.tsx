"use client";
// Share a job from a menu: LinkedIn, Facebook, X and email in a 600×400 popup, or copy a text version.
import { Share2 } from "lucide-react";
import { useFlag } from "../forms/use-flag";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../ui/dropdown-menu";

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
  const [copied, flashCopied] = useFlag(2000);
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
    <DropdownMenu>
      <DropdownMenuTrigger className="inline-flex items-center gap-1 rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100">
        <Share2 aria-hidden size={14} /> Share
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {shareLinks({ ...props, url: "" }).map(({ label }, index) => (
          <DropdownMenuItem key={label} onSelect={() => window.open(shareLinks({ ...props, url: absolute() })[index].href, "share", "width=600,height=400,noopener")}>
            {label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem onSelect={email}>Email</DropdownMenuItem>
        <DropdownMenuItem onSelect={copy}>{copied ? "Copied" : "Copy text"}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
