"use client";
// Drag or flick a card with mouse, pen or touch: past the threshold (or fast enough) it flies off
// left or right; otherwise it springs back. Reduced-motion users get no fly-off animation.
import { useRef, useState } from "react";

const THRESHOLD_PX = 110;
const FLICK_PX_PER_MS = 0.6;
const FLY_MS = 180;

export function useCardDrag(onSwipe: (direction: "left" | "right") => void) {
  const [dx, setDx] = useState(0);
  const [flying, setFlying] = useState<"left" | "right" | null>(null);
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ x: number; t: number; id: number } | null>(null);

  const inFlight = useRef(false);

  function fly(direction: "left" | "right") {
    // One swipe at a time: a second key press during the fly-off must not act on the same card.
    if (inFlight.current) return;
    inFlight.current = true;
    const done = () => {
      inFlight.current = false;
      onSwipe(direction);
    };
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (reduced) {
      setDx(0);
      done();
      return;
    }
    setFlying(direction);
    setTimeout(() => {
      setFlying(null);
      setDx(0);
      done();
    }, FLY_MS);
  }

  const handlers = {
    onPointerDown(e: React.PointerEvent) {
      if (flying || e.button !== 0) return;
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
      const moved = e.clientX - s.x;
      const speed = Math.abs(moved) / Math.max(1, performance.now() - s.t);
      if (Math.abs(moved) > THRESHOLD_PX || (speed > FLICK_PX_PER_MS && Math.abs(moved) > 30)) fly(moved > 0 ? "right" : "left");
      else setDx(0);
    },
    onPointerCancel() {
      start.current = null;
      setDragging(false);
      setDx(0);
    },
  };

  const offset = flying ? (flying === "right" ? 1 : -1) * 1.5 * (typeof window === "undefined" ? 600 : window.innerWidth) : dx;
  const style: React.CSSProperties = {
    transform: `translateX(${offset}px) rotate(${offset / 25}deg)`,
    transition: dragging ? "none" : `transform ${FLY_MS}ms ease-out`,
    touchAction: "pan-y",
  };
  return { handlers, style, dx, fly };
}
