"use client";
// The new-source form: a multiposter (the server answers its username and secret once, shown here with copy
// buttons) or an ATS board (its kind and token), for one employer account, with its live-job allowance.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import type { postAdminSources } from "@/lib/api/operations/job-sources";
import { SOURCE_KINDS, type SourceKind } from "@/lib/job-sources/kinds";
import { failureText } from "../../forms/post-json";
import { endpoint } from "../../query/call-api";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Input, inputClass } from "../../ui/input";
import { KIND_LABELS } from "./source-labels";
import { ShownOnce } from "./shown-once";

const create = endpoint<typeof postAdminSources>("POST /api/admin/sources");

type Props = { employers: { id: string; name: string }[]; feedUrl: string };

const TOKEN_HINTS: Record<Exclude<SourceKind, "multiposter">, string> = {
  greenhouse: "The board token in boards.greenhouse.io/{token}",
  lever: "The site name in jobs.lever.co/{site}",
  workable: "The account slug in apply.workable.com/{slug}",
};

export function SourceCreateForm({ employers, feedUrl }: Props) {
  const router = useRouter();
  const [kind, setKind] = useState<SourceKind>("multiposter");
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (form: FormData) =>
      create.call({
        body: {
          kind,
          name: String(form.get("name") ?? ""),
          userId: String(form.get("userId") ?? ""),
          allowance: Number(form.get("allowance") ?? 0),
          ...(kind !== "multiposter" && { token: String(form.get("token") ?? "") }),
        },
      }),
    onMutate: () => setError(null),
    onSuccess: () => router.refresh(),
    onError: (failure) => setError(failureText(failure, "The source could not be created. Please try again.")),
  });

  if (!employers.length)
    return (
      <p className="mt-4 text-slate-700">
        No employer accounts yet: a source&apos;s jobs belong to one, so an employer must sign up first.
      </p>
    );

  return (
    <div>
      <form
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(new FormData(e.currentTarget));
        }}
      >
        <Field id="kind" label="Kind" required>
          {(a11y) => (
            <select {...a11y} value={kind} onChange={(e) => setKind(e.target.value as SourceKind)} className={inputClass}>
              {SOURCE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="name" label="Name" required hint="What you call it, e.g. 'Broadbean for Northsea Crew'">
          {(a11y) => <Input {...a11y} maxLength={120} />}
        </Field>
        <Field id="userId" label="Employer account" required>
          {(a11y) => (
            <select {...a11y} className={inputClass} defaultValue="">
              <option value="" disabled>
                Choose an employer
              </option>
              {employers.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="allowance" label="Live-job allowance" required hint="The jobs the contract allows live at once; 0 = none">
          {(a11y) => <Input {...a11y} type="number" inputMode="numeric" min={0} max={100000} defaultValue={10} />}
        </Field>
        {kind !== "multiposter" && (
          <Field id="token" label="Board token" required hint={TOKEN_HINTS[kind]}>
            {(a11y) => <Input {...a11y} maxLength={100} autoCapitalize="none" spellCheck={false} />}
          </Field>
        )}
        <div className="sm:col-span-2">
          {error && (
            <p role="alert" className="mb-3 text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" pending={save.isPending} pendingText="Creating…">
            Create source
          </Button>
        </div>
      </form>
      {save.data?.secret && <ShownOnce username={save.data.username} secret={save.data.secret} feedUrl={feedUrl} />}
    </div>
  );
}
