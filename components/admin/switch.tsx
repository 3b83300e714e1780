"use client";
// An on/off switch (role=switch), operable by click, Space and Enter like a button.
type Props = { checked: boolean; onChange: (next: boolean) => void; label: string; visibleLabel?: string; disabled?: boolean };

export function Switch({ checked, onChange, label, visibleLabel, disabled }: Props) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:opacity-50 ${
          checked ? "bg-amber-700" : "bg-slate-300"
        }`}
      >
        <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-5" : "translate-x-0.5"}`} />
      </button>
      {visibleLabel && <span aria-hidden>{visibleLabel}</span>}
    </label>
  );
}
