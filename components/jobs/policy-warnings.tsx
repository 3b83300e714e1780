// The compliance gate's warnings a job was saved with, for its poster (My Jobs) and the admins: the job is
// listed, and each line says what the poster may want to change (docs/compliance.md).
import type { PolicyFinding } from "@/lib/compliance/types";

export function PolicyWarnings({ warnings }: { warnings: readonly PolicyFinding[] | null | undefined }) {
  if (!warnings?.length) return null;
  return (
    <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
      <p className="font-semibold">
        {warnings.length === 1 ? "One thing to check in this advert" : `${warnings.length} things to check in this advert`}
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {warnings.map((w) => (
          <li key={`${w.rule}:${w.field}`} data-rule={w.rule} className="break-words">
            {w.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
