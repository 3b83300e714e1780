"use client";
// Job management: arrange by arrows or by dragging a handle (dnd-kit: mouse, touch and
// keyboard, each step announced); changes stay local until saved. The board may hold thousands of jobs, so one page is arranged at a time and saved into the whole
// order; a job moves to another page by typing its new position.
import { TakedownReason } from "./takedown-reason";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Shuffle, Star } from "lucide-react";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { featuredFirst, hasChanges, moveItem, shuffle } from "@/lib/job-order";
import { listHref } from "@/lib/schemas/admin-lists";
import { JOB_ORDER_PAGE } from "@/lib/schemas/job-order";
import { toast } from "../toast/toast-store";
import type { putAdminJobsArrangePage, putAdminJobsIdPosition } from "@/lib/api/operations/admin";
import { endpoint } from "../query/call-api";
import { updateJob } from "./admin-job-calls";
import { failureText } from "../forms/post-json";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Pager } from "../ui/pager";
import { JobOrderRow, type OrderJob } from "./job-order-row";
import { buttonClass } from "../ui/button";
import { BackOfficePage, DASHBOARD } from "../ui/back-office-page";

const arrangePage = endpoint<typeof putAdminJobsArrangePage>("PUT /api/admin/jobs/arrange-page");
const moveJob = endpoint<typeof putAdminJobsIdPosition>("PUT /api/admin/jobs/{id}/position");

type Props = { initialJobs: OrderJob[]; offset?: number; total?: number };

export function JobOrder({ initialJobs, offset = 0, total = initialJobs.length }: Props) {
  const router = useRouter();
  const [jobs, setJobs] = useState(initialJobs);
  const [saved, setSaved] = useState(initialJobs);
  const [removeReason, setRemoveReason] = useState("");
  const [reasonError, setReasonError] = useState("");
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [removing, setRemoving] = useState<OrderJob | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const dirty = hasChanges(saved, jobs);

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= jobs.length) return;
    setJobs((list) => moveItem(list, from, to));
    setAnnouncement(`${jobs[from].title} moved to position ${offset + to + 1} of ${total}.`);
  };

  // A handle follows the pointer or finger only once it has moved a little, so a tap stays a tap.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: string | number) => jobs.find((j) => j.id === id)?.title ?? "The job";
  const positionOf = (id: string | number) => offset + jobs.findIndex((j) => j.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `${titleOf(active.id)} picked up at position ${positionOf(active.id)}. Use the up and down arrow keys to move it, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is over position ${positionOf(over.id)} of ${total}.` : `${titleOf(active.id)} is not over a position.`,
    onDragEnd: ({ active, over }) => `${titleOf(active.id)} dropped at position ${positionOf(over ? over.id : active.id)} of ${total}.`,
    onDragCancel: ({ active }) => `Move cancelled. ${titleOf(active.id)} is back at position ${positionOf(active.id)}.`,
  };

  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    setJobs((list) =>
      moveItem(
        list,
        list.findIndex((j) => j.id === active.id),
        list.findIndex((j) => j.id === over.id),
      ),
    );
  }

  async function save() {
    setSaving(true);
    try {
      await arrangePage.call({ body: { offset, jobs: jobs.map(({ id, isFeatured }) => ({ id, isFeatured })) } });
      setSaved(jobs);
      toast({ title: "Job order and featured status updated successfully" });
    } catch (error) {
      toast({ title: "Failed to update job order", description: failureText(error, "Please try again."), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  async function moveTo(job: OrderJob, position: number) {
    try {
      const moved = await moveJob.call({ params: { id: job.id }, body: { position } });
      toast({ title: `${job.title} moved to position ${moved.position}` });
      router.refresh();
    } catch (error) {
      toast({ title: "Failed to move job", description: failureText(error, "Please try again."), variant: "destructive" });
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    // Removing is a takedown: the employer is told why.
    if (!removeReason.trim()) return setReasonError("Please say why the job is taken down");
    setRemoveBusy(true);
    try {
      await updateJob.call({ params: { id: removing.id }, body: { isActive: false, takedownReason: removeReason.trim() } });
      setRemoveReason("");
      setReasonError("");

      setJobs((list) => list.filter((j) => j.id !== removing.id));
      setSaved((list) => list.filter((j) => j.id !== removing.id));
      toast({ title: "Job removed successfully" });
      setRemoving(null);
    } catch (error) {
      toast({ title: "Failed to remove job", description: failureText(error, "Please try again."), variant: "destructive" });
    } finally {
      setRemoveBusy(false);
    }
  }

  return (
    <BackOfficePage
      title="Job Management"
      back={DASHBOARD}
      description={
        <>
          The order here is the board&apos;s default order: position 1 is shown first. Drag a job, use its arrows, or focus its handle and
          press Space, then the arrow keys; the buttons and Save work on this page. To move a job to another page, type its new position.
          Nothing changes on the board until you save.
        </>
      }
    >
      <div className="sticky top-16 z-10 mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
        <button
          type="button"
          onClick={() => setJobs((l) => shuffle(l))}
          disabled={jobs.length < 2}
          className={buttonClass({ variant: "secondary", size: "sm", className: "inline-flex items-center gap-2" })}
        >
          <Shuffle aria-hidden size={16} /> Random Shake Up
        </button>
        <button
          type="button"
          onClick={() => setJobs((l) => featuredFirst(l))}
          disabled={jobs.length < 2}
          className={buttonClass({ variant: "secondary", size: "sm", className: "inline-flex items-center gap-2" })}
        >
          <Star aria-hidden size={16} /> Move Featured to Top
        </button>
        {dirty && (
          <>
            <span className="text-sm font-medium text-amber-800">Unsaved changes</span>
            <button
              type="button"
              onClick={() => setJobs(saved)}
              className="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            >
              Discard
            </button>
            <button
              type="button"
              onClick={save}
              disabled={saving}
              className="ml-auto rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-60"
            >
              {saving ? "Saving..." : "Save Changes"}
            </button>
          </>
        )}
      </div>

      <p role="status" aria-live="assertive" className="sr-only">
        {announcement}
      </p>

      {jobs.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">No jobs found.</p>
      ) : (
        <DndContext
          id="job-order"
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={dropped}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: "Press Space to pick up, the arrow keys to move, Space to drop, Escape to cancel." },
          }}
        >
          <SortableContext items={jobs.map((j) => j.id)} strategy={verticalListSortingStrategy}>
            <ol className="mt-6 space-y-2" aria-label="Job order">
              {jobs.map((job, index) => (
                <JobOrderRow
                  key={job.id}
                  job={job}
                  position={offset + index + 1}
                  first={index === 0}
                  last={index === jobs.length - 1}
                  total={total}
                  canJump={!dirty}
                  onJump={(position) => moveTo(job, position)}
                  onMove={(to) => move(index, to - offset - 1)}
                  onFeatured={(value) => setJobs((list) => list.map((j) => (j.id === job.id ? { ...j, isFeatured: value } : j)))}
                  onRemove={() => setRemoving(job)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}

      <Pager
        label="Job order pages"
        offset={offset}
        pageSize={JOB_ORDER_PAGE}
        total={total}
        hrefFor={(to) => listHref("/admin/job-management", {}, to, JOB_ORDER_PAGE)}
      />

      <ConfirmDialog
        open={removing !== null}
        title="Remove Job"
        confirmLabel="Remove Job"
        busy={removeBusy}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        &ldquo;{removing?.title}&rdquo; will be hidden from the board. Its data is kept, and you can make it active again from the Admin
        Dashboard.
        <TakedownReason
          id="remove-reason"
          value={removeReason}
          onChange={setRemoveReason}
          error={reasonError}
          placeholder="The employer is emailed this reason"
        />
      </ConfirmDialog>
    </BackOfficePage>
  );
}
