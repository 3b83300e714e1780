// An applicant's tickets and medicals against the job's hitch, in the employer's words: the seeker's hitch
// list, but 'not held' where the seeker reads 'not in your profile'.
import { hitchItemText, type HitchItem } from "@/lib/applications/hitch";
import { formatDate } from "@/lib/format";
import { HitchList } from "../applications/hitch-list";

const text = (item: HitchItem) => (item.state === "missing" ? `${item.name} not held` : hitchItemText(item));

export function ApplicantHitch({ name, hitchEnd, items }: { name: string; hitchEnd: string; items: HitchItem[] }) {
  if (items.length === 0) return <p className="mt-2 text-sm text-slate-600">This job asks for no tickets or medicals.</p>;
  return (
    <HitchList
      className="mt-2"
      hitchEnd={hitchEnd}
      items={items}
      lead={`Tickets and medicals for the hitch to ${formatDate(hitchEnd)}:`}
      label={`${name}'s tickets and medicals for this hitch`}
      itemText={text}
    />
  );
}
