// @vitest-environment jsdom
// The one paging hook behind the home page's Load More and the swipe deck: pages read by X-Next-Cursor,
// each once and only when asked, with no ceiling, a failure that can be retried, and kept pages continued.
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { QueryProvider } from "@/components/query/query-provider";
import { useJobPages } from "@/components/query/use-job-pages";

type Row = { id: string };
const realFetch = globalThis.fetch;

/** A job list of `pages` pages of two jobs each, paged by cursors c1, c2, ...; `failing` cursors answer 503. */
function server(pages: number, failing = new Set<string>()) {
  const asked: string[] = [];
  globalThis.fetch = (async (url: string) => {
    const cursor = new URL(url, "http://board").searchParams.get("cursor") ?? "";
    asked.push(url);
    if (failing.has(cursor)) return new Response(JSON.stringify({ message: "Service unavailable" }), { status: 503 });
    const n = Number(cursor.slice(1));
    const rows: Row[] = [{ id: `${n}a` }, { id: `${n}b` }];
    const headers: Record<string, string> = { "X-Total-Count": String(pages * 2) };
    if (n < pages) headers["X-Next-Cursor"] = `c${n + 1}`;
    return new Response(JSON.stringify(rows), { status: 200, headers });
  }) as typeof fetch;
  return asked;
}

const wrapper = ({ children }: { children: React.ReactNode }) => <QueryProvider>{children}</QueryProvider>;

afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

describe("useJobPages", () => {
  it("reads nothing until asked, then each page once by the cursor the last one gave, to the end", async () => {
    const asked = server(30);
    const { result } = renderHook(() => useJobPages<Row>({ url: "/api/jobs?sort=newest", from: "c1" }), { wrapper });
    expect(result.current.next).toBe("c1");
    expect(asked).toEqual([]);

    // Far past any fixed number of pages: the list has no ceiling.
    for (let page = 1; page <= 30; page++) {
      act(() => result.current.loadNext());
      await waitFor(() => expect(result.current.pages).toHaveLength(page));
    }
    expect(result.current.next).toBeNull();
    expect(result.current.pages.flatMap((p) => p.rows)).toHaveLength(60);
    expect(result.current.pages[29].rows.map((r) => r.id)).toEqual(["30a", "30b"]);
    expect(asked).toEqual(Array.from({ length: 30 }, (_, i) => `/api/jobs?sort=newest&cursor=c${i + 1}`));
    expect(result.current.pages[0].total).toBe(60);
  });

  it("says a read failed, keeps what it had, and reads the same page again when asked", async () => {
    const failing = new Set(["c2"]);
    const asked = server(3, failing);
    const { result } = renderHook(() => useJobPages<Row>({ url: "/api/jobs?limit=2", from: "c1" }), { wrapper });
    act(() => result.current.loadNext());
    await waitFor(() => expect(result.current.pages).toHaveLength(1));
    act(() => result.current.loadNext());
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.pages).toHaveLength(1);
    expect(result.current.next).toBe("c2");

    failing.clear();
    act(() => result.current.loadNext());
    await waitFor(() => expect(result.current.pages).toHaveLength(2));
    expect(result.current.failed).toBe(false);
    expect(asked.slice(-2)).toEqual(["/api/jobs?limit=2&cursor=c2", "/api/jobs?limit=2&cursor=c2"]);
  });

  it("continues pages kept from an earlier showing from their cursor", async () => {
    const asked = server(5);
    const kept = { rows: [{ id: "1a" }, { id: "1b" }, { id: "2a" }, { id: "2b" }], total: 4, next: "c3" };
    const { result } = renderHook(() => useJobPages<Row>({ url: "/api/jobs?sort=newest", from: "c1", kept }), { wrapper });
    expect(result.current.pages).toEqual([kept]);
    expect(result.current.next).toBe("c3");
    act(() => result.current.loadNext());
    await waitFor(() => expect(result.current.pages).toHaveLength(2));
    expect(asked).toEqual(["/api/jobs?sort=newest&cursor=c3"]);
    expect(result.current.next).toBe("c4");
  });
});
