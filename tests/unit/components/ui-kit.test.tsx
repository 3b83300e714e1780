// @vitest-environment jsdom
// The UI kit's promises: a pending button cannot be pressed twice and says it is busy; a field's label,
// hint and error are wired to its control; a refused form shows the server's words and keeps what was typed.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { StatusButton } from "@/components/ui/status-button";
import { SupportForm } from "@/components/support/support-form";
import { BackOfficePage } from "@/components/ui/back-office-page";
import { renderInApp } from "../../support/app-router";

const realFetch = globalThis.fetch;

afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

describe("Button", () => {
  it("is disabled and busy while pending, reading its pending text", () => {
    let presses = 0;
    const { rerender } = render(
      <Button pending pendingText="Saving..." onClick={() => presses++}>
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Saving..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(button);
    expect(presses).toBe(0);

    rerender(
      <Button pendingText="Saving..." onClick={() => presses++}>
        Save
      </Button>,
    );
    const idle = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(idle.disabled).toBe(false);
    expect(idle.hasAttribute("aria-busy")).toBe(false);
    expect(idle.type).toBe("button");
    fireEvent.click(idle);
    expect(presses).toBe(1);
  });
});

describe("Field", () => {
  it("labels its control and describes it by the hint and the error", () => {
    render(
      <Field id="email" label="Your email" required hint="We reply to this address." error="Please enter a valid email address">
        {(a11y) => <Input {...a11y} type="email" />}
      </Field>,
    );
    const input = screen.getByLabelText(/Your email/);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.hasAttribute("required")).toBe(true);
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["We reply to this address.", "Please enter a valid email address"]);
  });

  it("describes a valid control by its hint alone", () => {
    render(
      <Field id="name" label="Your name" hint="As on your passport.">
        {(a11y) => <Input {...a11y} />}
      </Field>,
    );
    const input = screen.getByLabelText("Your name");
    expect(input.getAttribute("aria-invalid")).toBe("false");
    expect(input.getAttribute("aria-describedby")).toBe("name-hint");
  });
});

describe("StatusButton", () => {
  it("says for a moment that its action worked", async () => {
    render(
      <StatusButton onAction={() => Promise.resolve()} doneText="Copied" doneMs={2000}>
        Copy List
      </StatusButton>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Copy List" }));
    await screen.findByRole("button", { name: "Copied" });
  });

  it("keeps its label when the action failed", async () => {
    render(
      <StatusButton onAction={() => Promise.reject(new Error("denied"))} doneText="Copied" doneMs={2000}>
        Copy List
      </StatusButton>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Copy List" }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("button", { name: "Copy List" })).toBeTruthy();
  });
});

describe("BackOfficePage", () => {
  it("leads back, titles the screen and says what it is for, with its actions beside them, then shows the content", () => {
    render(
      <BackOfficePage
        title="Audit Log"
        back={{ href: "/admin/users", label: "User Management" }}
        actions={<button type="button">Export</button>}
        description="Every change, newest first."
      >
        <table aria-label="Entries" />
      </BackOfficePage>,
    );
    expect(screen.getByRole("link", { name: "← User Management" }).getAttribute("href")).toBe("/admin/users");
    const heading = screen.getByRole("heading", { level: 1, name: "Audit Log" });
    // The description stays with the title, so actions that wrap on a phone never come between them.
    expect(heading.nextElementSibling).toBe(screen.getByText("Every change, newest first."));
    const header = heading.parentElement!.parentElement!;
    expect(heading.parentElement!.nextElementSibling?.textContent).toBe("Export");
    expect(header.nextElementSibling).toBe(screen.getByRole("table", { name: "Entries" }));
  });
});

describe("a form's submit", () => {
  function answer(status: number, message: string) {
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ message }), { status, headers: { "Content-Type": "application/json" } })) as typeof fetch;
  }
  function fill() {
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: "Kai Lund" } });
    fireEvent.change(screen.getByLabelText(/Your email/), { target: { value: "kai@example.com" } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: "My posting has not appeared." } });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
  }

  it("shows the server's message on failure and keeps what was typed", async () => {
    answer(400, "Please choose a topic");
    renderInApp(<SupportForm />);
    fill();
    expect((await screen.findByRole("alert")).textContent).toBe("Please choose a topic");
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe("Kai Lund");
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe("My posting has not appeared.");
    expect((screen.getByRole("button", { name: "Send Message" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("falls back to its own words when the server gives none, and clears the note on editing", async () => {
    globalThis.fetch = (async () => new Response("", { status: 502, statusText: "" })) as typeof fetch;
    renderInApp(<SupportForm />);
    fill();
    expect((await screen.findByRole("alert")).textContent).toBe("We couldn't send your message. Please try again.");
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: "Kai" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the server's confirmation and empties the form once sent", async () => {
    answer(200, "Thanks, we'll reply within a day.");
    renderInApp(<SupportForm />);
    fill();
    expect((await screen.findByRole("status")).textContent).toBe("Thanks, we'll reply within a day.");
    await waitFor(() => expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe(""));
  });
});
