// The frame every back-office screen shares: the way back, the title with its actions beside it, a line on
// what the screen is for, then the screen's own content.
import Link from "next/link";
import type { ReactNode } from "react";

const WIDTHS = { "4xl": "max-w-4xl", "5xl": "max-w-5xl", "6xl": "max-w-6xl" } as const;

type Props = {
  title: string;
  description?: ReactNode;
  /** The screen one level up; the dashboard's sub-screens lead back to it. */
  back?: { href: string; label: string };
  actions?: ReactNode;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
};

export function BackOfficePage({ title, description, back, actions, width = "4xl", children }: Props) {
  return (
    <div className={`mx-auto ${WIDTHS[width]} px-4 py-10`}>
      {back && (
        <p className="mb-2 text-sm">
          <Link href={back.href} className="text-amber-800 underline">
            ← {back.label}
          </Link>
        </p>
      )}
      <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-2">
        <div>
          <h1 className="text-3xl font-extrabold">{title}</h1>
          {description && <p className="mt-1 text-slate-700">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

export const DASHBOARD = { href: "/admin", label: "Admin Dashboard" };
