// Who advertises a job, as the post form's text values, to fill it (a renewal keeps the job's own).
type Stored = { postedByAgency: boolean; agencyName: string | null; employmentTerm: string | null };

export function agencyValues(job: Stored | null): Record<string, string> {
  return {
    postedByAgency: job?.postedByAgency ? "yes" : "no",
    agencyName: job?.agencyName ?? "",
    employmentTerm: job?.employmentTerm ?? "",
  };
}
