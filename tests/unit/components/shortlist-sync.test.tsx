// @vitest-environment jsdom
// My List's sync for a signed-in account (components/shortlist/shortlist-sync): storage emptied under the page
// (a sign-out's Clear-Site-Data, here or in another tab) is not the person removing every job, a page that
// cannot reach the server keeps its changes for the account it last synced with, and a Save made before the
// sync's code came is sent. The network is a stand-in
// fetch answering as the API does.
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, waitFor } from "@testing-library/react";
import { ShortlistSync } from "@/components/shortlist/shortlist-sync";
import { useCurrentUser, useSessionWatch } from "@/components/query/current-user";
import { toastStore } from "@/components/toast/toast-store";
import { moveToShortlist, removeFromShortlist, swipeStore, updateSwipeData } from "@/lib/swipe-data";
import { renderInApp } from "../../support/app-router";

const USER = { id: "0b7c2f64-9a51-4f4e-8a1f-2d7c1e9b3a10", username: "rigger", email: "rigger@camp.example", role: "user" };
const [A, B, C] = ["a1111111-2222-4333-8444-555555555555", "b1111111-2222-4333-8444-555555555555", "c1111111-2222-4333-8444-555555555555"];

type Call = { method: string; url: string; body?: unknown };

/** The API as a signed-in account with `server` saved sees it; `online: false` answers nothing (fetch's TypeError). */
function standIn(server: string[]) {
  const calls: Call[] = [];
  const state = { online: true, signedIn: true, server };
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, url, body });
    if (!state.online) throw new TypeError("Failed to fetch");
    // The pages' session check: who is signed in, or no one, never a refusal.
    if (url === "/api/session") return Response.json({ user: state.signedIn ? USER : null });
    if (!state.signedIn) return new Response(JSON.stringify({ message: "Not authenticated" }), { status: 401 });
    if (url === "/api/user/shortlist" && method === "GET") return Response.json({ ids: state.server });
    if (url === "/api/user/shortlist" && method === "POST") {
      const ids = (body as { ids: string[] }).ids;
      state.server = [...state.server, ...ids.filter((id) => !state.server.includes(id))];
      return Response.json({ ids: state.server });
    }
    const drop = /^\/api\/user\/shortlist\/(.+)$/.exec(url);
    if (drop && method === "DELETE") {
      state.server = state.server.filter((id) => id !== decodeURIComponent(drop[1]));
      return new Response(null, { status: 204 });
    }
    return new Response(JSON.stringify({ message: "Not found" }), { status: 404 });
  }) as typeof fetch;
  return { calls, state };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const outboxes = () => Object.keys(localStorage).filter((k) => k.startsWith("outpost_outbox:"));

describe("ShortlistSync", () => {
  it("reads storage emptied under it as a wipe, not as the person removing every job", async () => {
    const api = standIn([A, B]);
    localStorage.setItem("outpost_shortlist_owner", USER.id);
    renderInApp(<ShortlistSync />);
    await waitFor(() => expect(swipeStore.get().shortlistedJobs).toEqual([A, B]));

    // A sign-out in another tab: the session ends, and its Clear-Site-Data empties every key at once, which
    // this page hears of as another tab's change.
    act(() => {
      api.state.signedIn = false;
      localStorage.clear();
      window.dispatchEvent(new StorageEvent("storage", { key: null }));
    });
    // A change after the wipe is not sent as the account's either.
    act(() => void updateSwipeData((d) => moveToShortlist(d, C)));
    await new Promise((r) => setTimeout(r, 50));

    expect(outboxes()).toEqual([]);
    expect(api.calls.filter((c) => c.method === "DELETE")).toEqual([]);
    expect(api.state.server).toEqual([A, B]);
    expect(localStorage.getItem("outpost_shortlist_owner")).not.toBe(USER.id);
  });

  it("sends a Save made before its code came, counting from the list the page loaded with", async () => {
    const api = standIn([A]);
    localStorage.setItem("outpost_shortlist_owner", USER.id);
    updateSwipeData((d) => moveToShortlist(d, A));
    const listAtLoad = swipeStore.get().shortlistedJobs;
    // The Save that brought the sync's code in (shortlist-sync-loader), made before it was there.
    updateSwipeData((d) => moveToShortlist(d, B));
    renderInApp(<ShortlistSync listAtLoad={listAtLoad} />);
    await waitFor(() => expect(api.state.server).toEqual([A, B]));
    expect(swipeStore.get().shortlistedJobs).toEqual([A, B]);
    expect(outboxes()).toEqual([]);
  });

  it("on a page opened with no link, keeps a removal and a Save for the account and sends them when the link is back", async () => {
    const api = standIn([A, B]);
    api.state.online = false;
    localStorage.setItem("outpost_shortlist_owner", USER.id);
    updateSwipeData((d) => moveToShortlist(moveToShortlist(d, A), B));
    renderInApp(<ShortlistSync />);
    // The page knows it cannot tell who is signed in, and syncs for the account this browser last synced with.
    await waitFor(() => expect(api.calls.some((c) => c.url === "/api/user/shortlist")).toBe(true));

    act(() => void updateSwipeData((d) => moveToShortlist(removeFromShortlist(d, A), C)));
    await waitFor(() => expect(outboxes()).toEqual([`outpost_outbox:${USER.id}`]));
    // The owner mark is kept: the next page online is no first meeting, whose merge would bring A back.
    expect(localStorage.getItem("outpost_shortlist_owner")).toBe(USER.id);

    api.state.online = true;
    act(() => void window.dispatchEvent(new Event("online")));
    await waitFor(() => expect(api.state.server.toSorted()).toEqual([B, C]));
    await waitFor(() => expect(swipeStore.get().shortlistedJobs.toSorted()).toEqual([B, C]));
    expect(outboxes()).toEqual([]);
  });

  it("hears of a session ended elsewhere at its first refused call, and offers Sign In back to the page", async () => {
    const api = standIn([A]);
    window.history.replaceState(null, "", "/job/abc?from=board");
    function Watch() {
      useSessionWatch();
      return <p>{useCurrentUser().status}</p>;
    }
    const view = renderInApp(
      <>
        <Watch />
        <ShortlistSync />
      </>,
    );
    await waitFor(() => expect(swipeStore.get().shortlistedJobs).toEqual([A]));
    expect(view.getByText("signed-in")).toBeTruthy();

    // The session ends without this page taking part; a Save here is refused.
    api.state.signedIn = false;
    act(() => void updateSwipeData((d) => moveToShortlist(d, B)));
    await waitFor(() => expect(view.getByText("signed-out")).toBeTruthy());
    expect(toastStore.get()).toMatchObject({
      title: "Session Expired",
      action: { label: "Sign In", href: "/auth?next=%2Fjob%2Fabc%3Ffrom%3Dboard" },
    });
    // The Save stays on the device, to be merged at the next sign-in.
    expect(swipeStore.get().shortlistedJobs).toEqual([A, B]);
  });
});
