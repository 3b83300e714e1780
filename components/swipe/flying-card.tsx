"use client";
// The card that was just swiped, flying off the screen. Pure decoration: the choice was stored before
// this appeared, so leaving the page or pressing on mid-flight loses nothing.
import { useEffect, useRef } from "react";
import type { ListedJob } from "../query/api-client";
import { SwipeCard } from "./swipe-card";
import { FLY_MS } from "./use-card-drag";

export type Leaving = { job: ListedJob; direction: "left" | "right"; fromDx: number; n: number };

export function FlyingCard({ leaving, onDone }: { leaving: Leaving; onDone: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof node.animate !== "function") return onDone();
    const to = (leaving.direction === "right" ? 1 : -1) * 1.5 * window.innerWidth;
    const from = leaving.fromDx;
    const flight = node.animate(
      [{ transform: `translateX(${from}px) rotate(${from / 25}deg)` }, { transform: `translateX(${to}px) rotate(${to / 25}deg)` }],
      { duration: FLY_MS, easing: "ease-out", fill: "forwards" },
    );
    flight.onfinish = onDone;
    return () => flight.cancel();
  }, [leaving, onDone]);
  return (
    <div ref={ref} aria-hidden className="pointer-events-none absolute inset-0 z-10">
      <SwipeCard job={leaving.job} />
    </div>
  );
}
