// The closing-date badge, plus 'Closing Soon' when the job closes within a day (spec section 4).
import { closingBadge, URGENCY_CLASSES } from "@/lib/closing-date";

export function ClosingBadges({ closing }: { closing: Date | string | null }) {
  const badge = closingBadge(closing);
  return (
    <>
      <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${URGENCY_CLASSES[badge.urgency]}`} data-urgency={badge.urgency}>
        {badge.label}
      </span>
      {badge.urgency === "urgent" && <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">Closing Soon</span>}
    </>
  );
}
