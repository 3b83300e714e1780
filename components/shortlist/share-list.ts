// The shortlist as text, for email, clipboard and messaging apps.
import type { ListedJob } from "../query/api-client";

export function listText(jobs: ListedJob[], origin: string): string {
  return jobs.map((j, i) => `${i + 1}. ${j.title} — ${j.company}, ${j.location}\n   ${origin}/job/${j.id}`).join("\n");
}

export function mailtoHref(email: string, jobs: ListedJob[], origin: string): string {
  const subject = `My Outpost shortlist (${jobs.length} ${jobs.length === 1 ? "job" : "jobs"})`;
  return `mailto:${encodeURIComponent(email.trim())}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(listText(jobs, origin))}`;
}

export function shareHrefs(jobs: ListedJob[], origin: string) {
  const text = `My shortlist of high-paying jobs on Outpost:\n${listText(jobs, origin)}`;
  return {
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text.slice(0, 270))}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(text)}`,
  };
}
