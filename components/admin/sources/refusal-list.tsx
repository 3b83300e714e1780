// A source's refusals, newest first: the advert's reference and title, the rule and the words its sender was
// given, and a flag on one that asked the worker for money (a likely scam).
import type { SourceDetail } from "@/lib/schemas/job-sources";

type Refusal = Omit<SourceDetail["refusals"][number], "createdAt"> & { createdAt: Date | string };

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

export function RefusalList({ refusals }: { refusals: Refusal[] }) {
  if (!refusals.length) return <p className="mt-2 text-slate-700">Nothing refused.</p>;
  return (
    <ul className="mt-2 grid gap-2">
      {refusals.map((r) => (
        <li key={r.id} className={`rounded-md border p-3 text-sm ${r.flagged ? "border-red-300 bg-red-50" : "border-slate-200 bg-white"}`}>
          <p className="font-semibold break-words">
            {r.title || "(no title)"}
            {r.externalReference && <span className="font-normal text-slate-600"> · {r.externalReference}</span>}
          </p>
          <p className="mt-1 break-words">{r.message}</p>
          <p className="mt-1 text-xs text-slate-600">
            {r.rule} · {r.field} · {when.format(new Date(r.createdAt))}
            {r.flagged && <strong className="ml-2 text-red-800">Likely scam</strong>}
          </p>
        </li>
      ))}
    </ul>
  );
}
