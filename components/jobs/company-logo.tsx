// A company's logo, or the first two letters of its name on a colour of its own (derived from the name, so
// a company keeps its colour on every card and list, and neighbouring cards look like different employers).
// A plain <img>, not next/image: logos are shown as uploaded (never resized), and next/image is a client
// component, which put its code and one hydrated component per card on every list (decision 092).
import { imageUrl } from "@/lib/web-url";

/** Dark enough for white initials at 4.5:1 or more (WCAG AA), distinct enough to tell apart. */
const INITIALS_COLOURS = [
  "bg-slate-700",
  "bg-sky-800",
  "bg-emerald-800",
  "bg-rose-800",
  "bg-violet-800",
  "bg-amber-800",
  "bg-teal-800",
  "bg-indigo-800",
  "bg-fuchsia-800",
  "bg-cyan-800",
] as const;

/** The same colour for the same name, whatever its case or spacing. */
export function initialsColour(company: string): (typeof INITIALS_COLOURS)[number] {
  let hash = 0;
  for (const char of company.trim().toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return INITIALS_COLOURS[hash % INITIALS_COLOURS.length];
}

function companyInitials(company: string): string {
  return (
    company
      .replace(/[^\p{L}\p{N}]/gu, "")
      .slice(0, 2)
      .toUpperCase() || "?"
  );
}

export function CompanyLogo({ company, logoUrl, size = 48 }: { company: string; logoUrl: string | null; size?: number }) {
  // Rows written before the image rule existed may hold anything: only an address that passes it is shown.
  const src = imageUrl(logoUrl);
  if (src) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- see above: nothing here for next/image to do
      <img
        src={src}
        alt={`${company} logo`}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="shrink-0 rounded-md bg-white object-contain"
      />
    );
  }
  return (
    <span aria-hidden style={{ width: size, height: size }} className={`logo-initials ${initialsColour(company)}`}>
      {companyInitials(company)}
    </span>
  );
}
