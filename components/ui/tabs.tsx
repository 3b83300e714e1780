"use client";
// Tabs on Radix (shadcn style): arrow keys, Home and End move between tabs, each tab names its panel
// with aria-controls, and the panel is labelled by its tab.
import * as TabsPrimitive from "@radix-ui/react-tabs";

export const Tabs = TabsPrimitive.Root;
export const TabsList = TabsPrimitive.List;
export const TabsTrigger = TabsPrimitive.Trigger;
export const TabsContent = TabsPrimitive.Content;
