// The app's buttons: one set of looks (variant, size, full width) for <button>s and for links drawn as
// buttons, and a pending state that disables the button and tells assistive technology it is busy.
import type { ButtonHTMLAttributes, ReactNode } from "react";

const VARIANTS = {
  primary: "bg-amber-700 text-white hover:bg-amber-800",
  secondary: "border border-slate-300 hover:bg-slate-100",
  danger: "bg-red-700 text-white hover:bg-red-800",
  success: "bg-green-700 text-white hover:bg-green-800",
  /** The account page's quieter actions. */
  dark: "bg-slate-900 text-white hover:bg-slate-700",
} as const;

const SIZES = {
  xs: "px-3 py-1.5 text-sm font-semibold",
  sm: "px-3 py-2 text-sm font-semibold",
  md: "px-4 py-2 font-semibold",
  lg: "px-8 py-3 text-lg font-bold",
} as const;

export type ButtonLook = { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES; block?: boolean; className?: string };

/** The classes of a button's look, for a link (or a Radix trigger) that must look like one. */
export function buttonClass({ variant = "primary", size = "md", block = false, className }: ButtonLook = {}): string {
  return ["rounded-md disabled:opacity-60", VARIANTS[variant], SIZES[size], block && "w-full", className].filter(Boolean).join(" ");
}

type Props = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className"> & {
    /** A call in flight: the button is disabled and busy, and reads `pendingText` when given. */
    pending?: boolean;
    pendingText?: ReactNode;
  };

export function Button({
  variant,
  size,
  block,
  className,
  pending = false,
  pendingText,
  disabled,
  type = "button",
  children,
  ...rest
}: Props) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClass({ variant, size, block, className })}
    >
      {pending && pendingText !== undefined ? pendingText : children}
    </button>
  );
}
