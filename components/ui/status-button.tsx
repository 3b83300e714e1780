"use client";
// A button that says for a moment that its action worked ('Copied'), then reads as before.
import type { ReactNode } from "react";
import { useFlag } from "../forms/use-flag";
import { Button, type ButtonLook } from "./button";

type Props = ButtonLook & {
  /** Resolves when the action worked; a rejection leaves the label as it was. */
  onAction: () => Promise<unknown> | void;
  doneText: ReactNode;
  doneMs: number;
  children: ReactNode;
};

export function StatusButton({ onAction, doneText, doneMs, children, ...look }: Props) {
  const [done, flashDone] = useFlag(doneMs);
  async function act() {
    try {
      await onAction();
      flashDone();
    } catch (error) {
      console.warn("Action failed", error);
    }
  }
  return (
    <Button {...look} onClick={act}>
      {done ? doneText : children}
    </Button>
  );
}
