"use client";
// An on/off switch on Radix (role=switch, Space and Enter toggle it) with its visible label beside it.
import * as SwitchPrimitive from "@radix-ui/react-switch";

type Props = { checked: boolean; onChange: (next: boolean) => void; label: string; visibleLabel?: string; disabled?: boolean };

export function Switch({ checked, onChange, label, visibleLabel, disabled }: Props) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
      <SwitchPrimitive.Root
        checked={checked}
        onCheckedChange={onChange}
        aria-label={label}
        disabled={disabled}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:opacity-50 data-[state=checked]:bg-amber-700"
      >
        <SwitchPrimitive.Thumb className="inline-block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
      </SwitchPrimitive.Root>
      {visibleLabel && <span aria-hidden>{visibleLabel}</span>}
    </label>
  );
}
