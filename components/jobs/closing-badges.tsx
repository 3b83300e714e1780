// The closing-date badge, plus 'Closing Soon' when the job closes within a day.
import { closingBadge, URGENCY_CLASSES } from "@/lib/closing-date";

export function ClosingBadges({ closing }: { closing: Date | string | null }) {
  const badge = closingBadge(closing);
  return (
    <>
      <span className={`pill font-medium ${URGENCY_CLASSES[badge.urgency]}`} data-urgency={badge.urgency}>
        {badge.label}
      </span>
      {badge.urgency === "urgent" && <span className="pill bg-red-600 font-bold text-white">Closing Soon</span>}
    </>
  );
}
