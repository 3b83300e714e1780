// 'Verified employer': the employer's confirmed email is on their website's domain, or an admin checked
// them (server/accounts/employer-verification.ts). Words, not only an icon, and it never wraps inside.
import { VERIFIED_EMPLOYER_LABEL } from "@/lib/employer-verification";
import { SpriteIcon } from "../icons/sprite-icons";

export function VerifiedBadge({ className = "" }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-0.5 rounded-full border border-sky-200 bg-sky-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-900 ${className}`}
    >
      <SpriteIcon name="badge-check" size={12} className="shrink-0" />
      {VERIFIED_EMPLOYER_LABEL}
    </span>
  );
}
