// ISO weeks, alert locations and the email JSX runtime: the pure pieces of the alerts.
import { describe, expect, it } from "vitest";
import { isoWeek } from "@/lib/iso-week";
import { alertLocationPattern, matchesAlertLocation } from "@/lib/alert-locations";
import { Html, jsx, Fragment } from "@/server/mail/jsx/jsx-runtime";

describe("isoWeek", () => {
  it.each([
    ["2026-01-01T12:00:00Z", "2026-W01"], // a Thursday
    ["2027-01-01T12:00:00Z", "2026-W53"], // a Friday belongs to the last week of 2026
    ["2024-12-30T00:00:00Z", "2025-W01"], // a Monday in December can open the next year
    ["2031-07-07T00:00:00Z", "2031-W28"],
    ["2031-07-13T23:59:59Z", "2031-W28"], // Sunday night closes the week
    ["2031-07-14T00:00:00Z", "2031-W29"],
  ])("%s is %s", (date, week) => expect(isoWeek(new Date(date))).toBe(week));
});

describe("alert locations", () => {
  it.each([
    ["Aberdeen, United Kingdom", "uk", true],
    ["Central North Sea, UK", "uk", true],
    ["Stavanger, Norway", "uk", false],
    ["Stavanger, Norway", "europe", true],
    ["Shetland, Scotland", "europe", true],
    ["Pilbara, Australia", "europe", false],
    ["Remote (worldwide)", "remote", true],
    ["Ukraine", "uk", false], // whole words: 'uk' is not in 'Ukraine'
    ["Ukraine", "europe", true],
    ["Anywhere at all", "global", true],
  ])("%s in %s: %s", (place, where, expected) => expect(matchesAlertLocation(place, where)).toBe(expected));

  it("has no SQL pattern for anywhere", () => {
    expect(alertLocationPattern("global")).toBeNull();
    expect(alertLocationPattern("uk")).toMatch(/^\\y\(/);
  });
});

describe("email JSX runtime", () => {
  it("escapes text and attributes, renders styles, void elements, fragments and components", () => {
    const Item = ({ label }: { label: string }) => jsx("li", { children: label });
    const html = jsx("div", {
      className: "x",
      title: 'say "hi"',
      style: { fontSize: 14, marginTop: 0, fontWeight: 700, color: "#333" },
      hidden: false,
      children: ["<script>", jsx("br", {}), jsx(Fragment, { children: [jsx(Item, { label: "a&b" }), null, false, 3] })],
    });
    expect(html).toBeInstanceOf(Html);
    expect(html.html).toBe(
      '<div class="x" title="say &quot;hi&quot;" style="font-size:14px;margin-top:0;font-weight:700;color:#333">&lt;script&gt;<br><li>a&amp;b</li>3</div>',
    );
  });
});
