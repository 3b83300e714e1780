// @vitest-environment jsdom
// The home page's subscription block and job-alert card: what they send, and the section 8 toasts.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderInApp } from "../../support/app-router";
import { EmailSubscribe } from "@/components/home/email-subscribe";
import { JobAlertCard } from "@/components/home/job-alert-card";
import { toastStore } from "@/components/toast/toast-store";

type Sent = { url: string; body: Record<string, unknown> };
const realFetch = globalThis.fetch;

/** The server stand-in: answers every call with this status and message, and records the calls. */
function server(status: number, message = "ok"): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ message }), { status, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  return sent;
}

afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  toastStore.dismiss();
});

describe("EmailSubscribe", () => {
  const submit = (email: string) => {
    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: email } });
    fireEvent.click(screen.getByRole("button", { name: "Subscribe" }));
  };

  it("refuses an empty address without calling the server", () => {
    const sent = server(200);
    renderInApp(<EmailSubscribe />);
    submit("   ");
    expect(toastStore.get()).toMatchObject({ title: "Error", description: "Please enter a valid email address.", variant: "destructive" });
    expect(sent).toHaveLength(0);
  });

  it("sends the trimmed address with an empty honeypot, toasts success and clears the field", async () => {
    const sent = server(200);
    renderInApp(<EmailSubscribe />);
    submit("  crew@example.com ");
    await waitFor(() => expect(toastStore.get()?.title).toBe("Success!"));
    expect(toastStore.get()?.description).toMatch(/^You've been subscribed to job alerts\./);
    expect(sent).toEqual([{ url: "/api/email-subscribe", body: { email: "crew@example.com", website: "" } }]);
    expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("");
  });

  it("shows 'Already Subscribed' in the neutral style for a 409", async () => {
    server(409, "This email is already subscribed");
    renderInApp(<EmailSubscribe />);
    submit("crew@example.com");
    await waitFor(() => expect(toastStore.get()?.title).toBe("Already Subscribed"));
    expect(toastStore.get()).toMatchObject({ description: "Good news! This email is already receiving job alerts." });
    expect(toastStore.get()?.variant).toBeUndefined();
  });

  it("shows the server's words in a destructive toast for other failures, and keeps the address", async () => {
    server(429, "Too many requests. Please try again later.");
    renderInApp(<EmailSubscribe />);
    submit("crew@example.com");
    await waitFor(() =>
      expect(toastStore.get()).toMatchObject({
        title: "Error",
        description: "Too many requests. Please try again later.",
        variant: "destructive",
      }),
    );
    expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("crew@example.com");
  });
});

describe("JobAlertCard", () => {
  it("sends the chosen settings, clears the address on success", async () => {
    const sent = server(200);
    renderInApp(<JobAlertCard />);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "diver@example.com" } });
    fireEvent.change(screen.getByLabelText("Minimum salary"), { target: { value: "200000" } });
    fireEvent.change(screen.getByLabelText("Location"), { target: { value: "europe" } });
    fireEvent.click(screen.getByLabelText("Mining"));
    fireEvent.click(screen.getByLabelText("Oil & Gas"));
    fireEvent.click(screen.getByRole("button", { name: "Create alert" }));
    await waitFor(() => expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe(""));
    expect(sent).toEqual([
      {
        url: "/api/job-alerts",
        body: {
          email: "diver@example.com",
          settings: { salary: 200_000, location: "europe", categories: ["mining", "oil-gas"] },
          website: "",
        },
      },
    ]);
    expect(toastStore.get()?.title).toBe("Check your inbox");
  });

  it("says why an alert was not set, and keeps what was typed", async () => {
    server(400, "Please enter a valid email address");
    renderInApp(<JobAlertCard />);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "nope" } });
    fireEvent.click(screen.getByRole("button", { name: "Create alert" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Please enter a valid email address");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("nope");
  });

  it("keeps the honeypot out of reach of people", () => {
    renderInApp(<JobAlertCard />);
    const trap = screen.getByLabelText("Leave this field empty", { selector: "input" });
    expect(trap.getAttribute("tabindex")).toBe("-1");
    expect(trap.closest("[aria-hidden=true]")).not.toBeNull();
  });
});
