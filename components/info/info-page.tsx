// The frame of the plain-text pages (privacy, terms, pricing, about, support): a heading, a lead line
// and sections, readable at 390 px. A server component: these pages ship no JavaScript of their own.
import type { ReactNode } from "react";

export function InfoPage({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{lead}</p>
      <div className="mt-8 space-y-8">{children}</div>
    </article>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-bold">{title}</h2>
      <div className="mt-2 space-y-3 text-slate-800 [&_a]:font-semibold [&_a]:text-amber-800 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </section>
  );
}
