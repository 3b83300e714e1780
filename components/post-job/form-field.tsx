// A labelled input with its error beneath, wired for screen readers (aria-invalid, aria-describedby).
import type { ReactNode } from "react";

export const inputClass = "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600";

type Props = { id: string; label: string; required?: boolean; error?: string; hint?: string; children: (a11y: FieldA11y) => ReactNode };
type FieldA11y = { id: string; name: string; "aria-invalid": boolean; "aria-describedby"?: string; required?: boolean };

export function FormField({ id, label, required, error, hint, children }: Props) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children({ id, name: id, "aria-invalid": Boolean(error), "aria-describedby": described, required })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
