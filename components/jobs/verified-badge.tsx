// The Verified badge: the employer's confirmed email is on their website's domain, or an admin checked
// them (server/accounts/employer-verification.ts). On a job it names the domain that was checked
// ('Verified: acme-drill.com'), never the free-text company name beside it; a long domain may wrap.
import { VERIFIED_EMPLOYER_LABEL, verifiedDomainLabel } from "@/lib/employer-verification";
import { SpriteIcon } from "../icons/sprite-icons";

export function VerifiedBadge({ domain, className = "" }: { domain?: string | null; className?: string }) {
  return (
    <span
      className={`inline-flex max-w-full items-center gap-0.5 rounded-full border border-sky-200 bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-900 ${domain ? "[overflow-wrap:anywhere]" : "whitespace-nowrap"} ${className}`}
      title={domain ? `Outpost checked that this employer is at ${domain}, the domain of this job's company website` : undefined}
    >
      <SpriteIcon name="badge-check" size={12} className="shrink-0" />
      <span className="min-w-0">{domain ? verifiedDomainLabel(domain) : VERIFIED_EMPLOYER_LABEL}</span>
    </span>
  );
}
