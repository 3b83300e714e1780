// The adverts the compliance gate refused, as cards that fit a phone: a likely scam is marked and comes first.
// Dates in London time like every back-office date.
type RefusalRow = {
  id: string;
  title: string;
  company: string;
  rule: string;
  field: string;
  message: string;
  flagged: boolean;
  source: string;
  sourceName: string | null;
  externalReference: string | null;
  account: string | null;
  createdAt: Date | string;
};

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

const SOURCE_LABELS: Record<string, string> = {
  form: "Post form",
  csv: "CSV import",
  api: "API",
  multiposter: "Multiposter feed",
  greenhouse: "Greenhouse",
  lever: "Lever",
  workable: "Workable",
};

export function RefusalList({ refusals }: { refusals: RefusalRow[] }) {
  if (refusals.length === 0)
    return (
      <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
        No advert has been refused yet.
      </p>
    );
  return (
    <ul className="mt-6 space-y-3" aria-label="Refused adverts, likely scams first">
      {refusals.map((r) => (
        <li
          key={r.id}
          data-flagged={r.flagged}
          className={`rounded-lg border bg-white p-4 shadow-sm ${r.flagged ? "border-l-4 border-red-300 border-l-red-600" : "border-slate-200"}`}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="font-semibold break-words">
              {r.flagged && <span className="mr-2 rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white uppercase">Likely scam</span>}
              {r.title || "(untitled)"}
              <span className="font-normal text-slate-700"> · {r.company || "(no company)"}</span>
            </p>
            <time dateTime={new Date(r.createdAt).toISOString()} className="text-sm whitespace-nowrap text-slate-600">
              {when.format(new Date(r.createdAt))}
            </time>
          </div>
          <p className="mt-2 text-sm break-words text-slate-900">{r.message}</p>
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
            <div>
              <dt className="inline font-semibold">Rule </dt>
              <dd className="inline font-mono">{r.rule}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Field </dt>
              <dd className="inline font-mono">{r.field}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">Came from </dt>
              <dd className="inline">
                {SOURCE_LABELS[r.source] ?? r.source}
                {r.sourceName && ` (${r.sourceName})`}
                {r.externalReference && ` · ref ${r.externalReference}`}
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold">Account </dt>
              <dd className="inline">{r.account ?? "none"}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
