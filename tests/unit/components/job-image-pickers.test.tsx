// @vitest-environment jsdom
// The job form's images (decision 054): a server error naming an image field shows beside that field, and
// only our own copies are previewed (an outside address is re-hosted when the form is sent).
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { JobImagePickers } from "@/components/post-job/job-image-pickers";
import { RequestError, sendJson } from "@/components/forms/post-json";

const realFetch = globalThis.fetch;
const ours = "/objects/0b7e8c1a-2f4d-4c6e-9a1b-3d5f7e9a1b2c.webp";
const none = () => undefined;

afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

describe("JobImagePickers", () => {
  it("shows a field's error beside its file input, described and marked invalid", () => {
    render(
      <JobImagePickers
        logo={null}
        card={null}
        setLogo={none}
        setCard={none}
        errors={{ swipeCardImageUrl: "Swipe card image: the address is larger than 5 MB" }}
      />,
    );
    const card = screen.getByLabelText("Swipe Card Image");
    expect(card.getAttribute("aria-invalid")).toBe("true");
    expect(card.id).toBe("swipeCardImageUrl");
    expect(screen.getByText("Swipe card image: the address is larger than 5 MB").id).toBe(card.getAttribute("aria-describedby"));
    expect(screen.getByLabelText("Company Logo").getAttribute("aria-invalid")).toBeNull();
  });

  it("previews our own copy, never an outside address", () => {
    render(<JobImagePickers logo={ours} card="https://logos.example/card.png" setLogo={none} setCard={none} errors={{}} />);
    expect(screen.getByRole("img", { name: "Company Logo preview" }).getAttribute("src")).toBe(ours);
    expect(screen.queryByRole("img", { name: "Swipe Card Image preview" })).toBeNull();
  });
});

describe("sendJson", () => {
  it("carries the field a 400 names", async () => {
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ message: "Company logo: the address answered HTTP 404", field: "companyLogoUrl" }), {
        status: 400,
      })) as typeof fetch;
    const failure = await sendJson("PATCH", "/api/user/jobs/x", {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({ status: 400, serverMessage: "Company logo: the address answered HTTP 404", field: "companyLogoUrl" });
  });
});
