// The job on its way from the form to checkout: session storage under pendingJobData,
// so it survives a reload or a trip back to the form, and is gone when the tab closes.
export const PENDING_JOB_KEY = "pendingJobData";

type PendingJob = Record<string, unknown> & { planType: string; amount: number; isFeatured: boolean };

export function readPendingJob(): unknown {
  try {
    const raw = window.sessionStorage.getItem(PENDING_JOB_KEY);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return undefined; // present but unreadable
  }
}

export function savePendingJob(job: PendingJob): void {
  window.sessionStorage.setItem(PENDING_JOB_KEY, JSON.stringify(job));
}

export function clearPendingJob(): void {
  window.sessionStorage.removeItem(PENDING_JOB_KEY);
}
