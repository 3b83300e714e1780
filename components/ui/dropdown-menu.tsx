"use client";
// A menu button on Radix (shadcn style): focus moves into the menu when it opens, arrow keys, Home, End
// and typing a letter move between items, Escape or Tab closes it, and focus returns to the button.
import * as MenuPrimitive from "@radix-ui/react-dropdown-menu";

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export function DropdownMenuContent({ className = "", ...props }: React.ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        align="end"
        sideOffset={4}
        className={`z-50 w-44 overflow-hidden rounded-md border border-slate-200 bg-white py-1 shadow-lg ${className}`}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

/** A heading inside a menu, for the items after it; not itself an item. */
export function DropdownMenuLabel({ className = "", ...props }: React.ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={`px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase ${className}`}
      {...props}
    />
  );
}

export function DropdownMenuItem({ className = "", ...props }: React.ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      className={`block w-full cursor-pointer px-3 py-2 text-left text-sm outline-none data-[highlighted]:bg-slate-100 ${className}`}
      {...props}
    />
  );
}
