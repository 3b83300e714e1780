// A job's extreme-work facts as the form's text values ('' for not stated), to fill the post or edit form.
type Stored = {
  rotation: string | null;
  tickets: string[] | null;
  ticketsOther: string | null;
  medical: string | null;
  travelPaid: boolean | null;
  accommodationProvided: boolean | null;
  visaSponsorship: boolean | null;
};

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
  };
}
