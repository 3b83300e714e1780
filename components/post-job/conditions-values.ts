// A job's extreme-work facts as the form's text values ('' for not stated), to fill the post or edit form;
// its arrangement's alone for the admin's editor.
import type { ExtremeFacts } from "@/lib/extreme-work";
import type { ArrangementFacts } from "@/lib/work-arrangement";

type Stored = Omit<ExtremeFacts, "dangerLevel"> & Partial<ArrangementFacts>;

const yesNo = (v: boolean | null | undefined) => (v === true ? "yes" : v === false ? "no" : "");

export function conditionsValues(job: Stored | null): Record<string, string> {
  return {
    rotation: job?.rotation ?? "",
    tickets: (job?.tickets ?? []).join(","),
    ticketsOther: job?.ticketsOther ?? "",
    medical: job?.medical ?? "",
    travelPaid: yesNo(job?.travelPaid),
    accommodationProvided: yesNo(job?.accommodationProvided),
    visaSponsorship: yesNo(job?.visaSponsorship),
    ...arrangementValues(job),
  };
}

/** Where the work is and how a worker gets there, as the form's text values. */
export function arrangementValues(job: Partial<ArrangementFacts> | null): Record<string, string> {
  return {
    workArrangement: job?.workArrangement ?? "",
    departurePoint: job?.departurePoint ?? "",
    travelBookedByEmployer: yesNo(job?.travelBookedByEmployer),
  };
}
