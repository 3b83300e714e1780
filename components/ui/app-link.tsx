"use client";
// next/link that does not prefetch under data saver (decision 114): the switch's cookie or the browser's
// Save-Data setting. Prefetching is not in the HTML, so the server's and the browser's first render agree.
import Link from "next/link";
import type { ComponentProps } from "react";
import { useDataSaver } from "../layout/use-data-saver";

export function AppLink(props: ComponentProps<typeof Link>) {
  const saving = useDataSaver();
  return <Link {...props} prefetch={saving ? false : props.prefetch} />;
}
