"use client";
// A radio group on Radix (shadcn style): one tab stop, arrow keys move and select.
import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";

export const RadioGroup = RadioGroupPrimitive.Root;
export const RadioGroupItem = RadioGroupPrimitive.Item;
