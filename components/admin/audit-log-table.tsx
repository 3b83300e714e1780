// The audit log as a table: when, who, what, to which account or job. Dates in London time like every back-office date.
import { AUDIT_ACTIONS, ROLE_LABELS, type AccountRole, type AuditAction } from "@/lib/schemas/admin-users";

type Entry = {
  id: string;
  actorName: string;
  action: string;
  targetName: string;
  details: Record<string, string | null>;
  createdAt: Date | string;
};

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/London" });

function describe(entry: Entry): string {
  const label = AUDIT_ACTIONS[entry.action as AuditAction] ?? entry.action;
  if (entry.action === "role") {
    const role = (r: string | null | undefined) => ROLE_LABELS[r as AccountRole] ?? r ?? "?";
    return `${label}: ${role(entry.details.from)} → ${role(entry.details.to)}`;
  }
  return entry.details.reason ? `${label}: ${entry.details.reason}` : label;
}

export function AuditLogTable({ entries }: { entries: Entry[] }) {
  if (entries.length === 0)
    return (
      <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
        No changes recorded yet.
      </p>
    );
  return (
    <div className="mt-6 overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Changes to accounts and jobs, newest first</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              When
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Admin
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Account or job
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-t border-slate-100 align-top">
              <td className="px-3 py-2 whitespace-nowrap">{when.format(new Date(e.createdAt))}</td>
              <td className="px-3 py-2">{e.actorName}</td>
              <td className="px-3 py-2">{e.targetName}</td>
              <td className="px-3 py-2">{describe(e)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
