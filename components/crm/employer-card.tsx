"use client";
// A sales lead in the CRM list: a button that opens its details.
import { CheckCircle2, Circle } from "lucide-react";
import { CONTACT_QUALITY_LABELS, SOURCE_LABELS, type LeadSource } from "@/lib/crm";
import type { ContactQuality } from "@/lib/contact-quality";

import { formatDate } from "@/lib/format";
import type { getEmployers } from "@/lib/api/operations/admin";
import type { Row } from "../query/call-api";

export type Lead = Row<typeof getEmployers>;

const SOURCE_CLASSES: Record<LeadSource, string> = {
  seed: "bg-violet-100 text-violet-900",
  paid: "bg-green-100 text-green-900",
  organic: "bg-sky-100 text-sky-900",
};
const QUALITY_CLASSES: Record<ContactQuality, string> = {
  direct_email: "bg-green-100 text-green-900",
  general_email: "bg-teal-100 text-teal-900",
  phone_only: "bg-yellow-100 text-yellow-900",
  careers_page: "bg-orange-100 text-orange-900",
  no_contact: "bg-slate-200 text-slate-800",
};

export function EmployerCard({ lead, selected, onSelect }: { lead: Lead; selected: boolean; onSelect: () => void }) {
  const state = (on: boolean, text: string) => (
    <span className={`inline-flex items-center gap-1 ${on ? "text-green-800" : "text-slate-500"}`}>
      {on ? <CheckCircle2 aria-hidden size={14} /> : <Circle aria-hidden size={14} />} {on ? text : `Not ${text.toLowerCase()}`}
    </span>
  );
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      className={`w-full rounded-lg border bg-white p-4 text-left shadow-sm hover:border-amber-500 ${selected ? "border-amber-600 ring-2 ring-amber-500" : "border-slate-200"}`}
    >
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{lead.name}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${SOURCE_CLASSES[lead.source]}`}>
          {SOURCE_LABELS[lead.source]}
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${QUALITY_CLASSES[lead.contactQuality]}`}>
          {CONTACT_QUALITY_LABELS[lead.contactQuality]}
        </span>
      </span>
      {lead.industry && <span className="mt-1 block text-sm text-slate-700">{lead.industry}</span>}
      <span className="mt-2 block space-y-0.5 text-sm text-slate-700">
        {lead.contactEmail && <span className="block break-all">{lead.contactEmail}</span>}
        {lead.website && <span className="block break-all text-slate-600">{lead.website}</span>}
      </span>
      <span className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
        {state(lead.contacted, "Contacted")}
        {state(lead.converted, "Converted")}
        <span className="text-slate-500">Added {formatDate(lead.createdAt)}</span>
      </span>
    </button>
  );
}
