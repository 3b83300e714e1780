// @vitest-environment jsdom
// The keyboard behaviour of the Radix widgets, on the real screens: tabs move with the arrow keys and name
// their panels, radio groups move and select with them, the share menu takes focus in and gives it back,
// and Escape closes a dialog.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthScreen } from "@/components/auth/auth-screen";
import { MyList } from "@/components/shortlist/my-list";
import { PlanCards } from "@/components/post-job/plan-cards";
import { ShareMenu } from "@/components/jobs/share-menu";
import { Switch } from "@/components/ui/switch";
import { SWIPE_STORAGE_KEY } from "@/lib/swipe-data";
import type { PlanType } from "@/lib/plans";
import { pushed, renderInApp } from "../../support/app-router";

beforeEach(() => {
  localStorage.clear();
  pushed.length = 0;
  // jsdom has no layout: the menu's positioning only needs these to exist.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("[]", { headers: { "X-Total-Count": "0" } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("tabs", () => {
  it("/auth: arrow keys, Home and End move between Login and Sign Up; each tab controls its labelled panel", async () => {
    const user = userEvent.setup();
    renderInApp(<AuthScreen />);
    const login = screen.getByRole("tab", { name: "Login" });
    const signUp = screen.getByRole("tab", { name: "Sign Up" });
    expect(login.getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel", { name: "Login" });
    expect(login.getAttribute("aria-controls")).toBe(panel.id);

    await user.click(login);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(signUp);
    expect(signUp.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Sign Up" }).id).toBe(signUp.getAttribute("aria-controls"));
    expect(screen.getByRole("button", { name: "Create Account" })).toBeTruthy();

    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(login);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(signUp);
    // Tab leaves the tab list for the panel, not the other tab.
    await user.keyboard("{Tab}");
    expect(document.activeElement).toBe(screen.getByRole("tabpanel", { name: "Sign Up" }));
  });

  it("My List: the arrow keys switch lists, and the choice goes into the address", async () => {
    const user = userEvent.setup();
    localStorage.setItem(SWIPE_STORAGE_KEY, JSON.stringify({ shortlistedJobs: [], discardedJobs: [], currentJobIndex: 0 }));
    renderInApp(<MyList />, "tab=shortlisted");
    const shortlisted = screen.getByRole("tab", { name: "Shortlisted (0)" });
    expect(shortlisted.getAttribute("aria-controls")).toBe(screen.getByRole("tabpanel").id);
    await user.click(shortlisted);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Discarded (0)" }));
    expect(pushed).toContain("/shortlist?tab=discarded");
  });
});

describe("plan cards", () => {
  function Plans() {
    const [plan, setPlan] = useState<PlanType>("professional");
    return <PlanCards selected={plan} onSelect={setPlan} />;
  }

  it("are one radio group: arrow keys move and select; features describe a radio, never sit inside it", async () => {
    const user = userEvent.setup();
    renderInApp(<Plans />);
    const group = screen.getByRole("radiogroup", { name: "Choose a plan" });
    const [starter, professional, premium] = within(group).getAllByRole("radio");
    expect(professional.getAttribute("aria-checked")).toBe("true");
    for (const radio of [starter, professional, premium]) {
      expect(within(radio).queryByRole("list")).toBeNull();
      expect(document.getElementById(radio.getAttribute("aria-describedby")!)?.tagName).toBe("UL");
    }

    // Held, then released, as a person presses a key: the radio chooses itself as focus arrives.
    const press = async (key: string) => {
      await user.keyboard(`{${key}>}`);
      await user.keyboard(`{/${key}}`);
    };
    await user.click(professional);
    await press("ArrowRight");
    expect(document.activeElement).toBe(premium);
    expect(premium.getAttribute("aria-checked")).toBe("true");
    await press("ArrowLeft");
    await press("ArrowLeft");
    expect(document.activeElement).toBe(starter);
    expect(starter.getAttribute("aria-checked")).toBe("true");
    expect(professional.getAttribute("aria-checked")).toBe("false");
  });
});

describe("share menu", () => {
  it("takes focus into the menu, moves with the arrow keys; Escape gives focus back to the button", async () => {
    const user = userEvent.setup();
    renderInApp(<ShareMenu path="/job/1" title="Driller" company="Rig Co" />);
    const button = screen.getByRole("button", { name: "Share" });
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    button.focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((i) => i.textContent)).toEqual(["LinkedIn", "Facebook", "X", "Email", "Copy text"]);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(items[4]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    // The button is the menu's own now (the first open loaded it); focus is back on it.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Share" }));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(document.activeElement).toBe(within(screen.getByRole("menu")).getAllByRole("menuitem")[0]));
  });
});

describe("dialogs", () => {
  it("Escape closes the Clear All confirmation, keeps the list and returns focus", async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      SWIPE_STORAGE_KEY,
      JSON.stringify({ shortlistedJobs: ["00000000-0000-4000-8000-000000000001"], discardedJobs: [], currentJobIndex: 0 }),
    );
    renderInApp(<MyList />, "tab=shortlisted");
    const clearAll = screen.getByRole("button", { name: "Clear All" });
    await user.click(clearAll);
    const dialog = screen.getByRole("dialog", { name: "Clear Shortlist" });
    expect(dialog.textContent).toContain("Remove every job from your shortlist?");
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(clearAll));
    expect(JSON.parse(localStorage.getItem(SWIPE_STORAGE_KEY)!).shortlistedJobs).toHaveLength(1);
  });
});

describe("switch", () => {
  it("is a named switch that Space and Enter toggle", async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    function Featured() {
      const [on, setOn] = useState(false);
      return (
        <Switch
          checked={on}
          onChange={(next) => {
            changes.push(next);
            setOn(next);
          }}
          label="Featured: Driller"
          visibleLabel="Featured"
        />
      );
    }
    renderInApp(<Featured />);
    const toggle = screen.getByRole("switch", { name: "Featured: Driller" });
    toggle.focus();
    await user.keyboard(" ");
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    await user.keyboard("{Enter}");
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await act(async () => undefined);
    expect(changes).toEqual([true, false]);
  });
});
