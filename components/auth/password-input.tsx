"use client";
// A password field with a show/hide toggle.
import { useId, useState } from "react";
import { Eye, EyeOff } from "lucide-react";

type Props = { label: string; name: string; value: string; onChange: (v: string) => void; autoComplete: string; error?: string };

export function PasswordInput({ label, name, value, onChange, autoComplete, error }: Props) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const spoken = label.replace(/\s*\*$/, "").toLowerCase();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          name={name}
          type={shown ? "text" : "password"}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full rounded-md border border-slate-300 px-3 py-2 pr-10"
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={`${shown ? "Hide" : "Show"} ${spoken}`}
          className="absolute top-1/2 right-2 -translate-y-1/2 p-1 text-slate-600"
        >
          {shown ? <EyeOff aria-hidden size={18} /> : <Eye aria-hidden size={18} />}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
