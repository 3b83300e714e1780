// How the menu's button looks and is named, the same before and after the menu has loaded: 'Share' on a
// job's page; on a card, a small '…' button named 'Share or report' (a card is read inside its job's article).
export type ShareProps = { path: string; title: string; company: string; reportJobId?: string };

export function menuButton({ reportJobId }: ShareProps) {
  return reportJobId
    ? { label: "Share or report", className: "icon-button", icon: "more" as const, iconSize: 20, text: null }
    : { label: undefined, className: "btn-outline", icon: "share" as const, iconSize: 14, text: "Share" };
}
