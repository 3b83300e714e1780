"use client";
// The employer CRM: stats, search and filters, a page of lead cards and the selected
// lead's details. Search and paging run on the server, so thousands of leads load a page at a time.
import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSeededQuery } from "../query/use-seeded-query";
import { Search, ShieldCheck } from "lucide-react";
import { appendNote, contactedNote, convertedNote } from "@/lib/crm";
import { toast } from "../toast/toast-store";
import type { getEmployers, getEmployersCounts, putEmployersId } from "@/lib/api/operations/admin";
import { queryKeys } from "../query/api-client";
import { endpoint, type Answer, type CallInput, type Page } from "../query/call-api";
import { useOptimisticMutation } from "../query/use-optimistic-mutation";
import { Pager } from "../ui/pager";
import { ADMIN_PAGE_SIZE } from "@/lib/schemas/admin-lists";
import { EmployerCard, type Lead } from "./employer-card";
import { EmployerDetail } from "./employer-detail";
import { StatCards } from "../ui/stat-cards";
import { buttonClass } from "../ui/button";

const employerStats = endpoint<typeof getEmployersCounts>("GET /api/employers/counts");
const employerList = endpoint<typeof getEmployers>("GET /api/employers");
const updateEmployer = endpoint<typeof putEmployersId>("PUT /api/employers/{id}");
/** What the CRM may change of a lead: the update operation's own body (and, optimistically, the row). */
type LeadChange = CallInput<typeof putEmployersId>["body"];

type Stats = Answer<typeof getEmployersCounts>;
type Filters = { search: string; source: string; contacted: string; converted: string };
type SelectKey = Exclude<keyof Filters, "search">;
type Step = "contacted" | "converted";

const FILTERS: { key: SelectKey; label: string; options: [string, string][] }[] = [
  {
    key: "source",
    label: "Source",
    options: [
      ["all", "All sources"],
      ["seed", "Seed"],
      ["paid", "Paid"],
      ["organic", "Organic"],
    ],
  },
  {
    key: "contacted",
    label: "Contacted",
    options: [
      ["all", "All"],
      ["true", "Contacted"],
      ["false", "Not contacted"],
    ],
  },
  {
    key: "converted",
    label: "Converted",
    options: [
      ["all", "All"],
      ["true", "Converted"],
      ["false", "Not converted"],
    ],
  },
];
const NO_FILTERS: Filters = { search: "", source: "all", contacted: "all", converted: "all" };

type Props = { initialStats: Stats; initialEmployers: Lead[]; initialTotal?: number };

export function Crm({ initialStats, initialEmployers, initialTotal = initialEmployers.length }: Props) {
  const client = useQueryClient();
  const [offset, setOffset] = useState(0);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [searchText, setSearchText] = useState("");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const detailRef = useRef<HTMLElement>(null);
  const stats =
    useSeededQuery({
      queryKey: queryKeys.employerStats,
      queryFn: () => employerStats.call(),
      seed: initialStats,
    }).data ?? initialStats;
  const queryKey = queryKeys.employers(filters, offset);
  // Each filter and page is its own query, so a slow answer to an older one cannot replace a newer one.
  const leads = useSeededQuery({
    queryKey,
    queryFn: () => {
      const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== "all" && v !== ""));
      query.set("limit", String(ADMIN_PAGE_SIZE));
      if (offset) query.set("offset", String(offset));
      return employerList.page({ query });
    },
    seed: { rows: initialEmployers, total: initialTotal },
  });
  const state = leads.isError && !leads.isFetching ? "error" : leads.isPending ? "loading" : "ready";
  const employers = leads.data?.rows ?? [];
  const total = leads.data?.total ?? 0;
  const selected = employers.find((e) => e.id === selectedId) ?? null;

  // On narrow screens the panel sits under the list: bring it into view.
  function select(id: string) {
    setSelectedId(id);
    if (window.matchMedia("(max-width: 1023px)").matches)
      requestAnimationFrame(() => detailRef.current?.scrollIntoView({ block: "start" }));
  }

  function search(e: React.FormEvent) {
    e.preventDefault();
    changeFilter("search", searchText.trim());
  }

  function changeFilter(key: keyof Filters, value: string) {
    setFilters({ ...filters, [key]: value });
    setOffset(0);
  }

  const mark = useOptimisticMutation({
    queryKey,
    // Keep the lead in view even if it no longer matches the filters, until the filters change; the
    // figures are re-read from the server.
    stale: [queryKeys.employerStats],
    mutationFn: ({ lead, body }: { lead: Lead; body: LeadChange & Partial<Lead> }) =>
      updateEmployer.call({ params: { id: lead.id }, body }),
    update: (page: Page<Lead>, { lead, body }) => ({ ...page, rows: page.rows.map((e) => (e.id === lead.id ? { ...e, ...body } : e)) }),
    onSuccess: (updated) => {
      client.setQueryData<Page<Lead>>(
        queryKey,
        (page) => page && { ...page, rows: page.rows.map((e) => (e.id === updated.id ? updated : e)) },
      );
      toast({ title: "Employer updated successfully" });
    },
    onFailure: () => toast({ title: "Failed to update employer", variant: "destructive" }),
  });

  function markLead(lead: Lead, step: Step) {
    const now = new Date();
    const body =
      step === "contacted"
        ? { contacted: true, contactedDate: now.toISOString(), notes: appendNote(lead.notes, contactedNote(now)) }
        : { converted: true, convertedDate: now.toISOString(), notes: appendNote(lead.notes, convertedNote(now)) };
    mark.mutate({ lead, body });
  }

  const cards = [
    { label: "Total Employers", value: stats.total },
    { label: "Contacted", value: stats.contacted },
    { label: "Converted", value: stats.converted },
    { label: "Seed Employers", value: stats.seed },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold">Employer CRM</h1>
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900">
          <ShieldCheck aria-hidden size={14} /> Admin Mode
        </span>
      </div>
      <p className="mt-1 text-slate-700">Companies found through imports and sign-ups: who we have contacted and who now pays.</p>

      <StatCards stats={cards} label="Employer statistics" className="mt-6" />

      <div className="mt-6 flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <form
          role="search"
          aria-label="Search employers"
          onSubmit={search}
          className="flex min-w-0 basis-full items-end gap-2 md:flex-1 md:basis-auto"
        >
          <label className="min-w-0 flex-1 text-sm font-medium">
            Search
            <input
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              placeholder="Name, email or notes"
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2"
            />
          </label>
          <button type="submit" className={buttonClass({ size: "sm", className: "inline-flex items-center gap-2" })}>
            <Search aria-hidden size={16} /> Search
          </button>
        </form>
        {FILTERS.map((f) => (
          <label key={f.key} className="text-sm font-medium">
            {f.label}
            <select
              value={filters[f.key]}
              onChange={(e) => changeFilter(f.key, e.target.value)}
              className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2"
            >
              {f.options.map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <section aria-label="Employers" aria-busy={state === "loading"} className="lg:col-span-3">
          {state === "error" ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center text-red-900">
              Could not load employers.{" "}
              <button type="button" onClick={() => void leads.refetch()} className="font-semibold underline">
                Try again
              </button>
            </div>
          ) : state === "loading" ? (
            <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-600">Loading employers...</p>
          ) : employers.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
              No employers found matching your filters
            </p>
          ) : (
            <ul className="space-y-3">
              {employers.map((lead) => (
                <li key={lead.id}>
                  <EmployerCard lead={lead} selected={lead.id === selectedId} onSelect={() => select(lead.id)} />
                </li>
              ))}
            </ul>
          )}
          {state === "ready" && (
            <Pager label="Employer pages" offset={offset} pageSize={ADMIN_PAGE_SIZE} total={total} onPage={setOffset} />
          )}
        </section>
        <aside ref={detailRef} aria-label="Employer details" className="scroll-mt-20 lg:col-span-2">
          <div className="lg:sticky lg:top-20">
            {selected ? (
              <EmployerDetail key={selected.id} lead={selected} saving={mark.isPending} onMark={(step) => markLead(selected, step)} />
            ) : (
              <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
                Select an employer to view details
              </p>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
