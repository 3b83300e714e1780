// @vitest-environment jsdom
// Where the server says why something failed, the screen says it in those words: the generic line only when
// the server gave none.
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { DemoCardForm } from "@/components/checkout/demo-card-form";
import { SavedSearchList } from "@/components/account/saved-search-list";
import { toastStore } from "@/components/toast/toast-store";
import { renderInApp } from "../../support/app-router";

const refusal = (status: number, message: string, code = "x") =>
  new Response(JSON.stringify({ message, code }), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  cleanup();
  act(() => toastStore.dismiss());
});

describe("the server's own words", () => {
  it("the demo card form says why a payment could not be taken when the server named it", async () => {
    globalThis.fetch = (async () => refusal(503, "Payments are not set up on this server.", "unavailable")) as typeof fetch;
    renderInApp(
      <DemoCardForm paymentIntentId="demo_pi_1" amount={99} purpose="post" returnPath="/checkout/return" onConfirmed={() => undefined} />,
    );
    fireEvent.change(screen.getByLabelText("Card number"), { target: { value: "4242424242424242" } });
    fireEvent.click(screen.getByRole("button", { name: /Pay £99/ }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Payments are not set up on this server."));
    expect(screen.queryByText("An unexpected error occurred")).toBeNull();
  });

  it("the saved searches list says why it could not load them", async () => {
    globalThis.fetch = (async () => refusal(503, "The database is not answering; please try again shortly.")) as typeof fetch;
    renderInApp(<SavedSearchList />);
    await waitFor(() => expect(toastStore.get()?.title).toBe("The database is not answering; please try again shortly."));
  });
});
