"use client";
// A source's actions: pause or resume, rotate a multiposter's secret (the new one shown once), sync an ATS
// board now, and delete after a confirmation that says its jobs close. The page is read again after each.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import type { deleteAdminSourcesId, patchAdminSourcesId, postAdminSourcesIdSync } from "@/lib/api/operations/job-sources";
import type { SourceKind } from "@/lib/job-sources/kinds";
import { failureText } from "../../forms/post-json";
import { endpoint } from "../../query/call-api";
import { toast } from "../../toast/toast-store";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ShownOnce } from "./shown-once";

const patchSource = endpoint<typeof patchAdminSourcesId>("PATCH /api/admin/sources/{id}");
const deleteSource = endpoint<typeof deleteAdminSourcesId>("DELETE /api/admin/sources/{id}");
const syncSource = endpoint<typeof postAdminSourcesIdSync>("POST /api/admin/sources/{id}/sync");

type Props = { id: string; name: string; kind: SourceKind; paused: boolean; username: string | null; feedUrl: string };

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: failureText(error, "Please try again."), variant: "destructive" });

export function SourceActions({ id, name, kind, paused, username, feedUrl }: Props) {
  const router = useRouter();
  const [confirming, setConfirming] = useState<"delete" | "rotate" | null>(null);
  const change = useMutation({
    mutationFn: (body: { paused: boolean } | { rotateSecret: true }) => patchSource.call({ params: { id }, body }),
    onSuccess: (_, body) => {
      setConfirming(null);
      toast({
        title: "rotateSecret" in body ? "New secret made: the old one no longer works" : body.paused ? "Source paused" : "Source resumed",
      });
      router.refresh();
    },
    onError: failed("The source could not be changed"),
  });
  const remove = useMutation({
    mutationFn: () => deleteSource.call({ params: { id } }),
    onSuccess: (answer) => {
      toast({ title: answer.message });
      router.push("/admin/sources");
      router.refresh();
    },
    onError: failed("The source could not be deleted"),
  });
  const sync = useMutation({
    mutationFn: () => syncSource.call({ params: { id } }),
    onSuccess: (c) => {
      toast({
        title: `Synced: ${c.created} new, ${c.updated} updated, ${c.closed} closed, ${c.incomplete} incomplete, ${c.refused} refused`,
      });
      router.refresh();
    },
    onError: failed("The board could not be synced"),
    onSettled: () => router.refresh(),
  });
  const secret = change.data?.secret;

  return (
    <div className="mt-4">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          pending={change.isPending && confirming === null}
          onClick={() => change.mutate({ paused: !paused })}
        >
          {paused ? "Resume" : "Pause"}
        </Button>
        {kind === "multiposter" ? (
          <Button variant="secondary" size="sm" onClick={() => setConfirming("rotate")}>
            Rotate secret
          </Button>
        ) : (
          <Button size="sm" pending={sync.isPending} pendingText="Syncing…" disabled={paused} onClick={() => sync.mutate()}>
            Sync now
          </Button>
        )}
        <Button variant="danger" size="sm" onClick={() => setConfirming("delete")}>
          Delete
        </Button>
      </div>
      {secret && <ShownOnce username={username ?? undefined} secret={secret} feedUrl={feedUrl} />}
      <ConfirmDialog
        open={confirming === "rotate"}
        title="Rotate this feed's secret?"
        confirmLabel="Rotate secret"
        busy={change.isPending}
        onConfirm={() => change.mutate({ rotateSecret: true })}
        onCancel={() => setConfirming(null)}
      >
        The multiposter&apos;s adverts are refused until it is given the new secret, which is shown once.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "delete"}
        title={`Delete ${name}?`}
        confirmLabel="Delete source"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(null)}
      >
        Its jobs close now and leave the board; their pages say applications have closed. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
