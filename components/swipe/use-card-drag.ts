"use client";
// Drag or flick a card with mouse, pen or touch: past the threshold (or fast enough) it counts as a
// swipe, reported at once with how far it had been dragged; otherwise it springs back.
import { useRef, useState } from "react";

const THRESHOLD_PX = 110;
const FLICK_PX_PER_MS = 0.6;
export const FLY_MS = 180;

export function useCardDrag(onSwipe: (direction: "left" | "right", fromDx: number) => void) {
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ x: number; t: number; id: number } | null>(null);

  const handlers = {
    onPointerDown(e: React.PointerEvent) {
      if (e.button !== 0) return;
      start.current = { x: e.clientX, t: performance.now(), id: e.pointerId };
      setDragging(true);
      (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    },
    onPointerMove(e: React.PointerEvent) {
      if (start.current?.id === e.pointerId) setDx(e.clientX - start.current.x);
    },
    onPointerUp(e: React.PointerEvent) {
      const s = start.current;
      if (!s || s.id !== e.pointerId) return;
      start.current = null;
      setDragging(false);
      setDx(0);
      const moved = e.clientX - s.x;
      const speed = Math.abs(moved) / Math.max(1, performance.now() - s.t);
      if (Math.abs(moved) > THRESHOLD_PX || (speed > FLICK_PX_PER_MS && Math.abs(moved) > 30)) onSwipe(moved > 0 ? "right" : "left", moved);
    },
    onPointerCancel() {
      start.current = null;
      setDragging(false);
      setDx(0);
    },
  };

  const style: React.CSSProperties = {
    transform: `translateX(${dx}px) rotate(${dx / 25}deg)`,
    transition: dragging ? "none" : `transform ${FLY_MS}ms ease-out`,
    touchAction: "pan-y",
  };
  return { handlers, style, dx };
}
