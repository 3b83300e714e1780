"use client";
// The Applicants page's list: filter chips (all tickets valid, available by the start), best fit or newest
// first, Load more by the API's cursor. Opening a card reads it from the API, which marks it Viewed; the
// decisions write through PATCH and the card shows the server's answer.
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useState } from "react";
import type { getUserJobApplication, getUserJobApplications, patchUserJobApplication } from "@/lib/api/operations/applicant-inbox";
import type { Applicant, ApplicantFilter, ApplicantSort } from "@/lib/schemas/applicant-inbox";
import { failureText } from "../forms/post-json";
import { endpoint, type Answer } from "../query/call-api";
import { toast } from "../toast/toast-store";
import { buttonClass } from "../ui/button";
import { ApplicantCard } from "./applicant-card";
import { DeclineDialog } from "./decline-dialog";

type ApplicantPage = Answer<typeof getUserJobApplications>;

const list = endpoint<typeof getUserJobApplications>("GET /api/user/jobs/{id}/applications");
const one = endpoint<typeof getUserJobApplication>("GET /api/user/jobs/{id}/applications/{appId}");
const decideOn = endpoint<typeof patchUserJobApplication>("PATCH /api/user/jobs/{id}/applications/{appId}");

const FILTERS: { value: ApplicantFilter; label: string }[] = [
  { value: "valid-tickets", label: "All tickets valid" },
  { value: "available", label: "Available by the start" },
];
const SORTS: { value: ApplicantSort; label: string }[] = [
  { value: "fit", label: "Best fit" },
  { value: "newest", label: "Newest" },
];

type Props = { jobId: string; first: ApplicantPage };

export function ApplicantInbox({ jobId, first }: Props) {
  const [filters, setFilters] = useState<ApplicantFilter[]>([]);
  const [sort, setSort] = useState<ApplicantSort>("fit");
  const [openId, setOpenId] = useState<string | null>(null);
  const [declining, setDeclining] = useState<Applicant | null>(null);
  const client = useQueryClient();
  const key = ["applicants", jobId, filters.join(","), sort] as const;
  const unfiltered = filters.length === 0 && sort === "fit";

  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) =>
      list.call({
        params: { id: jobId },
        query: { sort, ...(filters.length && { filter: filters.join(",") }), ...(pageParam && { cursor: pageParam }) },
      }),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    ...(unfiltered && { initialData: { pages: [first], pageParams: [""] } }),
  });

  /** Puts the server's answer for one application in every list that holds it. */
  const replace = (changed: Applicant) =>
    client.setQueriesData<InfiniteData<ApplicantPage>>(
      { queryKey: ["applicants", jobId] },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((p) => ({ ...p, applicants: p.applicants.map((a) => (a.id === changed.id ? changed : a)) })),
        },
    );

  const open = useMutation({
    mutationFn: (id: string) => one.call({ params: { id: jobId, appId: id } }),
    onSuccess: replace,
    onError: (error: Error) =>
      toast({ title: "Could not open the application", description: failureText(error, "Please try again."), variant: "destructive" }),
  });

  const decide = useMutation({
    mutationFn: (input: { id: string; status: "shortlisted" | "declined" | "hired"; message?: string }) =>
      decideOn.call({
        params: { id: jobId, appId: input.id },
        body: { status: input.status, ...(input.message && { message: input.message }) },
      }),
    onSuccess: (changed) => {
      replace(changed);
      setDeclining(null);
      toast({
        title: `${changed.name}: ${changed.status === "shortlisted" ? "shortlisted" : changed.status === "hired" ? "marked hired" : "declined"}`,
      });
    },
    onError: (error: Error) =>
      toast({ title: "Could not save the decision", description: failureText(error, "Please try again."), variant: "destructive" }),
  });

  const toggle = (a: Applicant) => {
    if (openId === a.id) return setOpenId(null);
    setOpenId(a.id);
    open.mutate(a.id);
  };
  const applicants = pages.data?.pages.flatMap((p) => p.applicants) ?? [];
  const chip = (pressed: boolean) =>
    `rounded-full border px-3 py-1.5 text-sm font-semibold ${pressed ? "border-amber-700 bg-amber-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"}`;

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Show only">
        {FILTERS.map((f) => {
          const pressed = filters.includes(f.value);
          return (
            <button
              key={f.value}
              type="button"
              aria-pressed={pressed}
              className={chip(pressed)}
              onClick={() => setFilters(pressed ? filters.filter((v) => v !== f.value) : [...filters, f.value])}
            >
              {f.label}
            </button>
          );
        })}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2" role="group" aria-label="Sort by">
        <span className="text-sm text-slate-700">Sort:</span>
        {SORTS.map((s) => (
          <button
            key={s.value}
            type="button"
            aria-pressed={sort === s.value}
            className={chip(sort === s.value)}
            onClick={() => setSort(s.value)}
          >
            {s.label}
          </button>
        ))}
      </div>

      {pages.isPending ? (
        <p className="mt-6 inline-flex items-center gap-2 text-slate-700" role="status">
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> Loading applicants…
        </p>
      ) : pages.isError ? (
        <div className="mt-6" role="alert">
          <p className="text-red-800">The applicants could not be loaded.</p>
          <button
            type="button"
            onClick={() => void pages.refetch()}
            className={buttonClass({ variant: "secondary", size: "sm", className: "mt-2" })}
          >
            Try again
          </button>
        </div>
      ) : applicants.length === 0 ? (
        <div className="mt-6 rounded-lg border-2 border-dashed border-slate-300 p-6 text-center">
          <p className="font-semibold">{unfiltered ? "No applications yet" : "No applicants match"}</p>
          <p className="mt-1 text-sm text-slate-700">
            {unfiltered ? "Applications made on Outpost will appear here." : "Clear a filter to see more applicants."}
          </p>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {applicants.map((a) => (
            <ApplicantCard
              key={a.id}
              applicant={a}
              jobId={jobId}
              open={openId === a.id}
              busy={decide.isPending}
              onToggle={() => toggle(a)}
              onDecide={(status) => decide.mutate({ id: a.id, status })}
              onDecline={() => setDeclining(a)}
            />
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <button
          type="button"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
          className={buttonClass({ variant: "secondary", block: true, className: "mt-4" })}
        >
          {pages.isFetchingNextPage ? "Loading…" : "Load more"}
        </button>
      )}
      <DeclineDialog
        name={declining?.name ?? null}
        busy={decide.isPending}
        onCancel={() => setDeclining(null)}
        onDecline={(message) => declining && decide.mutate({ id: declining.id, status: "declined", message: message.trim() || undefined })}
      />
    </div>
  );
}
