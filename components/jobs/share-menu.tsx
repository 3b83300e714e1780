"use client";
// A job's Share button (its page), or a card's menu of sharing and reporting. The menu (Radix, with the popper
// it needs) is fetched when a hand or focus reaches for the button, so the pages that list jobs do not carry
// it in their first load; the first open replaces this button with the menu's own, open, focus on its first item.
// A job page's Share with no link says sharing needs one instead (decision 114); a card's menu still opens,
// as its report items work offline.
import { lazy, Suspense, useState } from "react";
import { SpriteIcon } from "../icons/sprite-icons";
import { menuButton, type ShareProps } from "./share-menu-button";
import { OfflineNote } from "./offline-note";

const loadList = () => import("./share-menu-list");
const ShareMenuList = lazy(loadList);

export function ShareMenu(props: ShareProps) {
  const [open, setOpen] = useState(false);
  const [offline, setOffline] = useState(false);
  const look = menuButton(props);
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={look.label}
      onPointerEnter={() => void loadList()}
      onFocus={() => void loadList()}
      onClick={() => {
        const noLink = !props.reportJobId && !navigator.onLine;
        setOffline(noLink);
        if (!noLink) setOpen(true);
      }}
      className={look.className}
    >
      <SpriteIcon name={look.icon} size={look.iconSize} /> {look.text}
    </button>
  );
  if (offline) {
    return (
      <>
        {button}
        <OfflineNote>You&apos;re offline. Sharing needs a connection.</OfflineNote>
      </>
    );
  }
  if (!open) return button;
  return (
    <Suspense fallback={button}>
      <ShareMenuList {...props} />
    </Suspense>
  );
}
