// Who advertises the job: the employer itself, or an agency, which names itself and says whether the work is
// temporary or permanent (a UK agency's advert must, docs/compliance.md).
import type { FieldKit, FormValues } from "./job-fields";

const POSTED_BY = { no: "The employer", yes: "An agency, for a client" } as const;
const TERMS = { "": "Not stated", temporary: "Temporary", permanent: "Permanent" } as const;

export function AgencyFields({ kit, values }: { kit: FieldKit; values: FormValues }) {
  const { field, select } = kit;
  const agency = values.postedByAgency === "yes";
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 font-semibold">Who is advertising</legend>
      <div className="grid gap-5 md:grid-cols-3">
        {select("postedByAgency", "Posted by", ["no", "yes"], (o) => POSTED_BY[o as keyof typeof POSTED_BY])}
        {agency && field("agencyName", "Agency name", { required: true, placeholder: "e.g. Deepwater Recruitment Ltd" })}
        {agency &&
          select("employmentTerm", "Temporary or permanent", ["", "temporary", "permanent"], (o) => TERMS[o as keyof typeof TERMS])}
      </div>
    </fieldset>
  );
}
