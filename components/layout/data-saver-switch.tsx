"use client";
// The footer's "Data saver" switch (decision 114): a native checkbox shown as a switch, so it costs the
// pages that all carry the footer no library. Turning it on or off redraws the page from the server, which
// then sends the copy without images or prefetching.
import { useRouter } from "next/navigation";
import { setDataSaver, useDataSaverSwitch } from "./use-data-saver";
import { useHydrated } from "../ui/use-hydrated";

export function DataSaverSwitch() {
  const on = useDataSaverSwitch();
  const ready = useHydrated();
  const router = useRouter();
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-300">
      <input
        type="checkbox"
        role="switch"
        checked={on}
        disabled={!ready}
        aria-describedby="data-saver-hint"
        onChange={(event) => {
          setDataSaver(event.target.checked);
          router.refresh();
        }}
        className="size-5 shrink-0 accent-amber-600"
      />
      <span>
        Data saver
        <span id="data-saver-hint" className="block text-xs text-slate-400">
          No logos, images or preloading
        </span>
      </span>
    </label>
  );
}
