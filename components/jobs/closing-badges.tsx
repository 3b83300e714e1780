// The closing-date badge: one badge, the most specific thing to say ('Closing today' rather than that and
// 'Closing Soon' side by side), coloured by how near the closing day is.
import { closingBadge, URGENCY_CLASSES } from "@/lib/closing-date";

export function ClosingBadges({ closing }: { closing: Date | string | null }) {
  const badge = closingBadge(closing);
  return (
    <span className={`pill font-medium ${URGENCY_CLASSES[badge.urgency]}`} data-urgency={badge.urgency}>
      {badge.label}
    </span>
  );
}
