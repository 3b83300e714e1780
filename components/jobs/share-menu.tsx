"use client";
// The Share button of a job. Its menu (Radix, with the popper it needs) is fetched when a hand or focus
// reaches for the button, so the pages that list jobs do not carry it in their first load; the first
// open replaces this button with the menu's own, open, focus on its first item.
import { lazy, Suspense, useState } from "react";
import { SpriteIcon } from "../icons/sprite-icons";
import { SHARE_BUTTON } from "./share-button";

type Props = { path: string; title: string; company: string };

const loadList = () => import("./share-menu-list");
const ShareMenuList = lazy(loadList);

export function ShareMenu(props: Props) {
  const [open, setOpen] = useState(false);
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadList()}
      onFocus={() => void loadList()}
      onClick={() => setOpen(true)}
      className={SHARE_BUTTON}
    >
      <SpriteIcon name="share" size={14} /> Share
    </button>
  );
  if (!open) return button;
  return (
    <Suspense fallback={button}>
      <ShareMenuList {...props} />
    </Suspense>
  );
}
