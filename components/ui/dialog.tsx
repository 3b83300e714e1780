"use client";
// A modal dialog on Radix (shadcn style): focus moves in and back to what opened it, Escape and a click
// outside close it, the page behind is hidden from assistive technology. SheetContent is the same dialog
// drawn as a sheet from the bottom of a phone's screen.
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useRef } from "react";

export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;
export const DialogClose = DialogPrimitive.Close;

type ContentProps = React.ComponentProps<typeof DialogPrimitive.Content>;

function ModalContent({ className, ...props }: ContentProps) {
  // Radix gives focus back only to a Dialog.Trigger; ours are opened from state by any button, so the
  // element that had focus when the dialog opened gets it back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <DialogPrimitive.Content
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
        className={`fixed z-50 bg-white shadow-xl focus:outline-none ${className}`}
        {...props}
      />
    </DialogPrimitive.Portal>
  );
}

export function DialogContent({ className = "", ...props }: ContentProps) {
  return (
    <ModalContent
      className={`top-1/2 left-1/2 w-[min(28rem,calc(100%-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg p-6 ${className}`}
      {...props}
    />
  );
}

/** Up to nine tenths of the screen tall, scrolling inside; its foot (the main action) stays in view. */
export function SheetContent({ className = "", ...props }: ContentProps) {
  return <ModalContent className={`inset-x-0 bottom-0 flex max-h-[90dvh] flex-col rounded-t-2xl ${className}`} {...props} />;
}
