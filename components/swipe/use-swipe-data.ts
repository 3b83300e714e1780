"use client";
// The stored swipe lists, in step across tabs (changes go through updateSwipeData in lib/swipe-data).
import { useSyncExternalStore } from "react";
import { swipeStore } from "@/lib/swipe-data";

export function useSwipeData() {
  return useSyncExternalStore(swipeStore.subscribe, swipeStore.get, swipeStore.serverValue);
}
