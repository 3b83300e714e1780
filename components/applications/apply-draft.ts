// What a person has typed into a job's apply sheet, kept in this tab (sessionStorage) so a trip through
// sign-in or registration, or a reload, loses none of it. Only this tab holds it, and a sign-out drops every
// draft (forgetApplyDrafts), so a shared phone shows the next person nothing.

export type ApplyDraft = {
  answers: Record<string, string>;
  note: string;
  phone: string;
  /** Set when the person left for sign-in or registration from the sheet: it opens again on their return. */
  reopen?: boolean;
};

const PREFIX = "outpost_apply_draft:";
export const EMPTY_DRAFT: ApplyDraft = { answers: {}, note: "", phone: "" };

export function readDraft(jobId: string): ApplyDraft | null {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(PREFIX + jobId) ?? "null") as Partial<ApplyDraft> | null;
    if (!raw || typeof raw !== "object") return null;
    const answers = raw.answers && typeof raw.answers === "object" ? raw.answers : {};
    return {
      answers: Object.fromEntries(Object.entries(answers).filter(([, v]) => typeof v === "string")),
      note: typeof raw.note === "string" ? raw.note : "",
      phone: typeof raw.phone === "string" ? raw.phone : "",
      reopen: raw.reopen === true,
    };
  } catch {
    return null;
  }
}

export function writeDraft(jobId: string, draft: ApplyDraft | null) {
  try {
    if (draft) window.sessionStorage.setItem(PREFIX + jobId, JSON.stringify(draft));
    else window.sessionStorage.removeItem(PREFIX + jobId);
  } catch {
    // storage refused: the sheet still holds what was typed while the page is open
  }
}

export function forgetApplyDrafts() {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, i) => window.sessionStorage.key(i));
    for (const key of keys) if (key?.startsWith(PREFIX)) window.sessionStorage.removeItem(key);
  } catch {
    // storage refused: nothing was kept
  }
}
