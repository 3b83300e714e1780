// A labelled control with its hint and error beneath, wired for screen readers: the control is described
// by both (aria-describedby) and marked invalid while there is an error.
import type { ReactNode } from "react";

type Props = {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: (a11y: FieldA11y) => ReactNode;
};
type FieldA11y = { id: string; name: string; "aria-invalid": boolean; "aria-describedby"?: string; required?: boolean };

export function Field({ id, label, required, error, hint, children }: Props) {
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
