"use client";
// Reads a job list and re-reads it every `intervalMs` while the tab is visible. The list's ETag makes an
// unchanged answer a bodiless 304, which changes nothing on screen.
import { useEffect, useState } from "react";
import type { JobCardData } from "./job-card";

export type ListedJob = JobCardData & { swipeCardImageUrl: string | null };

export type PolledJobs = { jobs: ListedJob[] | null; total: number; failed: boolean };

export function usePolledJobs(url: string | null, intervalMs: number): PolledJobs {
  const [state, setState] = useState<PolledJobs & { url: string | null }>({ jobs: null, total: 0, failed: false, url });

  useEffect(() => {
    if (!url) return;
    let etag: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    let loading = false;

    async function load() {
      // Hidden tabs do not poll; a load already under way is not started twice.
      if (document.visibilityState !== "visible" || loading) return;
      loading = true;
      try {
        const res = await fetch(url!, { cache: "no-store", credentials: "include", headers: etag ? { "If-None-Match": etag } : {} });
        if (!live) return;
        if (res.status === 304) {
          setState((s) => (s.failed ? { ...s, failed: false } : s));
        } else if (res.ok) {
          etag = res.headers.get("ETag");
          const jobs = (await res.json()) as ListedJob[];
          if (live) setState({ jobs, total: Number(res.headers.get("X-Total-Count") ?? jobs.length), failed: false, url });
        } else {
          throw new Error(`${res.status}: ${res.statusText}`);
        }
      } catch (error) {
        console.warn("Job list refresh failed", error);
        if (live) setState((s) => ({ ...s, failed: true }));
      } finally {
        loading = false;
        if (live) timer = setTimeout(load, intervalMs);
      }
    }

    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      clearTimeout(timer);
      load();
    };
    load();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      live = false;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [url, intervalMs]);

  // A new address starts from nothing rather than showing the old address's jobs.
  return state.url === url ? state : { jobs: null, total: 0, failed: false };
}
