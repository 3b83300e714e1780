// A text box in the forms' one look; a field marked invalid gets a red border.
import type { InputHTMLAttributes } from "react";

// text-base whatever the label's size: under 16 px, iOS zooms the page when the box is tapped.
export const inputClass = "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600";

export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...rest} className={className ? `${inputClass} ${className}` : inputClass} />;
}
