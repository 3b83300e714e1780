"use client";
// The apply sheet: the seeker's profile as the employer will get it (name, email, tickets and medicals with
// their expiry, availability and rotation), the hitch check, the job's screening questions, an optional phone,
// note and CV, and 'Send application'. Signed out, it keeps what was typed and offers sign-in or registration,
// and opens again on the way back. With no link the application waits in the outbox ('Waiting to send') and
// leaves once the link is back (decision 133). Loaded by apply-on-outpost.tsx.
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import type { getUserProfile } from "@/lib/api/operations/accounts";
import { MAX_CV_BYTES, MAX_NOTE_CHARS, MAX_SHORT_ANSWER_CHARS, type ScreeningQuestion } from "@/lib/applications/kinds";
import type { getJobHitchCheck } from "@/lib/api/operations/hitch-check";
import { ROTATION_SHORT } from "@/lib/extreme-work";
import { formatDate } from "@/lib/format";
import { medicalLabel, ticketLabel } from "@/lib/profile-names";
import { signInHref } from "@/lib/safe-redirect";
import { Dialog, DialogClose, DialogDescription, DialogTitle, SheetContent } from "../ui/dialog";
import { Button, buttonClass } from "../ui/button";
import { Field } from "../ui/field";
import { Input, inputClass } from "../ui/input";
import { RequestError } from "../forms/post-json";
import { endpoint } from "../query/call-api";
import { useCurrentUser } from "../query/current-user";
import { ResendVerification } from "../auth/resend-verification";
import { addChange, isOfflineFailure } from "../offline/outbox";
import { useOwnerNow } from "../offline/use-outbox-owner";
import { HitchList } from "./hitch-list";
import { postApplication } from "./apply-call";
import { EMPTY_DRAFT, readDraft, writeDraft, type ApplyDraft } from "./apply-draft";
import type { ApplyJob } from "./apply-on-outpost";
import { APPLICATIONS_KEY } from "./use-applied-jobs";
import { useWaitingApplication } from "./use-waiting-application";

const profileCall = endpoint<typeof getUserProfile>("GET /api/user/profile");
const hitchCall = endpoint<typeof getJobHitchCheck>("GET /api/jobs/{id}/hitch-check");

const CV_TYPES = [".pdf", ".docx"];
const CV_MB = Math.round(MAX_CV_BYTES / (1024 * 1024));

/** The quick look at a chosen CV; the server judges its bytes. */
function cvProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!CV_TYPES.some((ext) => name.endsWith(ext))) return "A CV must be a PDF or a Word (.docx) file.";
  if (file.size > MAX_CV_BYTES) return `Your CV is larger than ${CV_MB} MB. Please choose a smaller file.`;
  return null;
}

type Problems = Record<string, string>;
/** What the foot says above Send: the server's words, or the way to verify an email. */
type Notice = { text: string; unverified?: boolean } | null;

const answerField = (id: string) => `answers.${id}`;

function missingAnswers(questions: ScreeningQuestion[], answers: Record<string, string>): Problems {
  const problems: Problems = {};
  for (const q of questions) if (q.required && !answers[q.id]?.trim()) problems[answerField(q.id)] = "Please answer this question.";
  return problems;
}

/** Where a refusal belongs: beside its field when the server named one, else in the foot. */
function placeRefusal(error: RequestError): { problems: Problems; notice: Notice } {
  if (error.status === 403 && error.code === "email_unverified")
    return { problems: {}, notice: { text: "Verify your email to apply.", unverified: true } };
  if (error.status === 409) return { problems: {}, notice: { text: "You have already applied to this job." } };
  if (error.status === 413 || error.status === 415) return { problems: { cv: error.serverMessage }, notice: null };
  const field = error.field ?? "";
  if (error.status === 400 && (field.startsWith("answers") || ["phone", "note", "cv"].includes(field))) {
    return { problems: { [field]: error.serverMessage }, notice: null };
  }
  return { problems: {}, notice: { text: error.serverMessage || "Your application could not be sent. Please try again." } };
}

type Props = { job: ApplyJob; open: boolean; onOpenChange: (open: boolean) => void };

export function ApplySheet({ job, open, onOpenChange }: Props) {
  const auth = useCurrentUser();
  const owner = useOwnerNow();
  const client = useQueryClient();
  const waiting = useWaitingApplication(job.id);
  const signedIn = auth.status === "signed-in";
  const seeker = signedIn && auth.user.role === "user";
  const [draft, setDraft] = useState<ApplyDraft>(() => readDraft(job.id) ?? EMPTY_DRAFT);
  const [cv, setCv] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [phase, setPhase] = useState<"form" | "sending" | "sent">("form");

  const profile = useQuery({ queryKey: ["user-profile"], queryFn: () => profileCall.call(), enabled: seeker, retry: false });
  const hitch = useQuery({
    queryKey: ["hitch-check", job.id],
    queryFn: () => hitchCall.call({ params: { id: job.id } }),
    enabled: seeker,
    retry: false,
  });

  function change(next: Partial<ApplyDraft>) {
    const updated = { ...draft, ...next, reopen: false };
    setDraft(updated);
    writeDraft(job.id, updated);
  }
  const answer = (id: string, value: string) => {
    change({ answers: { ...draft.answers, [id]: value } });
    setProblems(({ [answerField(id)]: _gone, ...rest }) => rest);
  };

  /** Leaving for sign-in, registration or the profile: the sheet opens again on the way back. */
  const leaving = () => writeDraft(job.id, { ...draft, reopen: true });

  function chooseCv(file: File | null) {
    setProblems(({ cv: _gone, ...rest }) => rest);
    if (file) {
      const problem = cvProblem(file);
      if (problem) {
        setCv(null);
        return setProblems((p) => ({ ...p, cv: problem }));
      }
    }
    setCv(file);
  }

  const body = () => ({
    answers: job.questions.flatMap((q) => (draft.answers[q.id]?.trim() ? [{ id: q.id, value: draft.answers[q.id].trim() }] : [])),
    ...(draft.note.trim() && { note: draft.note.trim() }),
    ...(draft.phone.trim() && { phone: draft.phone.trim() }),
  });

  /** No link: the application waits in the outbox, without a CV, which a phone does not keep (decision 133). */
  function keepForLater(): boolean {
    if (cv) {
      setProblems((p) => ({
        ...p,
        cv: "You're offline, and a CV can't wait on this phone. Remove it to have your application sent without a CV when you're back online, or send it with the CV once you have a link.",
      }));
      return false;
    }
    if (!owner) return false;
    addChange(owner, { kind: "apply", jobId: job.id, ...body() });
    writeDraft(job.id, null);
    setNotice(null);
    return true;
  }

  async function send() {
    setNotice(null);
    const missing = missingAnswers(job.questions, draft.answers);
    setProblems((p) => ({ ...Object.fromEntries(Object.entries(p).filter(([k]) => k === "cv")), ...missing }));
    if (Object.keys(missing).length) return;
    if (!navigator.onLine) return void keepForLater();
    setPhase("sending");
    try {
      await postApplication(job.id, body(), cv);
      writeDraft(job.id, null);
      setPhase("sent");
      void client.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    } catch (error) {
      setPhase("form");
      if (isOfflineFailure(error) && !(error instanceof RequestError)) return void keepForLater();
      if (!(error instanceof RequestError)) return setNotice({ text: "Your application could not be sent. Please try again." });
      if (error.status === 409) void client.invalidateQueries({ queryKey: APPLICATIONS_KEY });
      const placed = placeRefusal(error);
      setProblems((p) => ({ ...p, ...placed.problems }));
      setNotice(placed.notice);
    }
  }

  const unverified = (signedIn && !auth.user.emailVerified) || notice?.unverified;
  const here = `/job/${job.id}`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent className="mx-auto max-w-lg" aria-describedby="apply-sheet-description">
        <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 pt-4 pb-3">
          <div className="min-w-0">
            <DialogTitle className="text-lg font-bold break-words">Apply for {job.title}</DialogTitle>
            <DialogDescription id="apply-sheet-description" className="text-sm text-slate-600">
              {job.company} gets your Outpost profile with your answers.
            </DialogDescription>
          </div>
          <DialogClose className="rounded-md p-1 text-slate-700 hover:bg-slate-100" aria-label="Close">
            <X aria-hidden="true" className="h-5 w-5" />
          </DialogClose>
        </div>

        {phase === "sent" ? (
          <div className="space-y-3 px-4 py-6" role="status">
            <p className="text-lg font-bold text-emerald-900">Application sent</p>
            <p className="text-slate-700">The employer has it. You&apos;ll hear when they open it or decide.</p>
            <a href="/applications" className={buttonClass({ block: true, className: "block text-center" })}>
              See your applications
            </a>
          </div>
        ) : waiting ? (
          <div className="space-y-2 px-4 py-6" role="status">
            <p className="text-lg font-bold">Waiting to send</p>
            <p className="text-slate-700">You&apos;re offline. Your application is kept on this phone and sent once the link is back.</p>
          </div>
        ) : (
          <>
            <form
              id="apply-form"
              className="min-h-0 flex-1 space-y-5 overflow-y-auto px-4 py-4"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void send();
              }}
            >
              {seeker && <Profile user={auth.user} profile={profile.data} onLeave={leaving} />}
              {seeker && hitch.data && (
                <HitchList title="Your tickets for this hitch" hitchEnd={hitch.data.hitchEnd} items={hitch.data.items} />
              )}
              {job.questions.map((q) => (
                <Question key={q.id} question={q} value={draft.answers[q.id] ?? ""} error={problems[answerField(q.id)]} onChange={answer} />
              ))}
              <Field id="apply-phone" label="Phone (optional)" error={problems.phone}>
                {(a11y) => (
                  <Input {...a11y} type="tel" autoComplete="tel" value={draft.phone} onChange={(e) => change({ phone: e.target.value })} />
                )}
              </Field>
              <Field id="apply-note" label="Note to the employer (optional)" error={problems.note}>
                {(a11y) => (
                  <textarea
                    {...a11y}
                    rows={3}
                    maxLength={MAX_NOTE_CHARS}
                    className={inputClass}
                    value={draft.note}
                    onChange={(e) => change({ note: e.target.value })}
                  />
                )}
              </Field>
              {seeker && <CvInput cv={cv} error={problems.cv} onChoose={chooseCv} />}
            </form>
            <div className="space-y-2 border-t border-slate-200 px-4 pt-3 pb-4">
              {unverified && (
                <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                  <p className="font-semibold">Verify your email to apply.</p>
                  <p className="mb-2">We sent you a link. What you typed here is kept.</p>
                  <ResendVerification />
                </div>
              )}
              {notice && !notice.unverified && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {notice.text}
                </p>
              )}
              {signedIn ? (
                <Button type="submit" form="apply-form" block size="lg" pending={phase === "sending"} pendingText="Sending…">
                  Send application
                </Button>
              ) : (
                <>
                  <p className="text-sm text-slate-700">Sign in or register to apply. What you typed here is kept.</p>
                  <div className="grid grid-cols-2 gap-2">
                    <a href={signInHref(here)} onClick={leaving} className={buttonClass({ className: "text-center" })}>
                      Sign in
                    </a>
                    <a
                      href={`/auth?tab=signup&next=${encodeURIComponent(here)}`}
                      onClick={leaving}
                      className={buttonClass({ variant: "secondary", className: "text-center" })}
                    >
                      Register
                    </a>
                  </div>
                </>
              )}
            </div>
          </>
        )}
      </SheetContent>
    </Dialog>
  );
}

type ProfileAnswer = Awaited<ReturnType<typeof profileCall.call>>;

function expiry(on: string | undefined) {
  return on ? `expires ${formatDate(on)}` : "no expiry date";
}

/** What the employer gets from the profile, as it stands; changing it is on the profile page. */
function Profile({ user, profile, onLeave }: { user: { name: string; email: string }; profile?: ProfileAnswer; onLeave: () => void }) {
  const held = profile
    ? [
        ...profile.tickets.map((t) => ({ ...t, label: ticketLabel(t.name) })),
        ...profile.medicals.map((m) => ({ ...m, label: medicalLabel(m.name) })),
      ]
    : [];
  return (
    <section aria-labelledby="apply-profile" className="space-y-2 text-sm">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="apply-profile" className="font-semibold text-slate-900">
          Sent from your profile
        </h3>
        <a href="/account/profile" onClick={onLeave} className="text-amber-800 underline">
          Edit
        </a>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="text-slate-600">Name</dt>
        <dd className="break-words">{user.name}</dd>
        <dt className="text-slate-600">Email</dt>
        <dd className="break-words">{user.email}</dd>
        <dt className="text-slate-600">Available</dt>
        <dd>{profile?.availableFrom ? `from ${formatDate(profile.availableFrom)}` : "not given"}</dd>
        <dt className="text-slate-600">Rotation</dt>
        <dd>{profile?.rotations.length ? profile.rotations.map((r) => ROTATION_SHORT[r]).join(", ") : "not given"}</dd>
      </dl>
      {profile && (
        <ul aria-label="Your tickets and medicals" className="space-y-0.5">
          {held.length === 0 && <li className="text-slate-600">No tickets or medicals on your profile yet.</li>}
          {held.map((item) => (
            <li key={item.name} className="break-words">
              {item.label} <span className="text-slate-600">— {expiry(item.expiresOn)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type QuestionProps = { question: ScreeningQuestion; value: string; error?: string; onChange: (id: string, value: string) => void };

function Question({ question, value, error, onChange }: QuestionProps) {
  const id = `apply-q-${question.id}`;
  const label = (
    <>
      {question.text}
      {!question.required && <span className="font-normal text-slate-600"> (optional)</span>}
    </>
  );
  if (question.kind === "short-text") {
    return (
      <Field id={id} label={label} required={question.required} error={error}>
        {(a11y) => (
          <Input {...a11y} maxLength={MAX_SHORT_ANSWER_CHARS} value={value} onChange={(e) => onChange(question.id, e.target.value)} />
        )}
      </Field>
    );
  }
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={Boolean(error)}>
      <legend className="text-sm font-medium text-slate-800">
        {label}
        {question.required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </legend>
      <div className="mt-1 grid grid-cols-2 gap-2">
        {(["yes", "no"] as const).map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer items-center justify-center rounded-md border border-slate-300 px-3 py-2 font-semibold has-checked:border-amber-700 has-checked:bg-amber-50 has-checked:text-amber-900 has-focus-visible:ring-2 has-focus-visible:ring-amber-700"
          >
            <input
              type="radio"
              className="sr-only"
              name={id}
              value={choice}
              checked={value === choice}
              required={question.required}
              onChange={() => onChange(question.id, choice)}
            />
            {choice === "yes" ? "Yes" : "No"}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function CvInput({ cv, error, onChoose }: { cv: File | null; error?: string; onChoose: (file: File | null) => void }) {
  return (
    <Field id="apply-cv" label="CV (optional)" error={error} hint={`PDF or Word (.docx), up to ${CV_MB} MB.`}>
      {(a11y) =>
        cv ? (
          <div className="mt-1 flex items-center justify-between gap-2 rounded-md border border-slate-300 px-3 py-2">
            <span className="min-w-0 text-sm break-words">{cv.name}</span>
            <Button variant="secondary" size="xs" onClick={() => onChoose(null)}>
              Remove CV
            </Button>
          </div>
        ) : (
          <input
            {...a11y}
            type="file"
            accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-200 file:px-3 file:py-2 file:font-semibold"
            onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
          />
        )
      }
    </Field>
  );
}
