// A company's logo, or the first two letters of its name on a tinted square.
// A plain <img>, not next/image: logos are shown as uploaded (never resized), and next/image is a client
// component, which put its code and one hydrated component per card on every list (decision 092).
import { imageUrl } from "@/lib/web-url";

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
  const initials =
    company
      .replace(/[^\p{L}\p{N}]/gu, "")
      .slice(0, 2)
      .toUpperCase() || "?";
  return (
    <span aria-hidden style={{ width: size, height: size }} className="logo-initials">
      {initials}
    </span>
  );
}
