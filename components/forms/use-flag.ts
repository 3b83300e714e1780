"use client";
// A state that turns itself off again after `ms` ('Copied' 2 s, 'Sent!' and 'Report sent!' 3 s).
import { useEffect, useState } from "react";

export function useFlag(ms: number): [boolean, () => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setOn(false), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return [on, () => setOn(true)];
}
