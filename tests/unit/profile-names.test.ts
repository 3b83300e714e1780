// How a profile names what a worker holds: the controlled lists' keys when known, else the text as written.
import { describe, expect, it } from "vitest";
import { medicalName, regionName, ticketLabel, ticketName } from "@/lib/profile-names";

describe("profile names", () => {
  it.each([
    ["bosiet-foet", "bosiet-foet"],
    ["BOSIET/FOET", "bosiet-foet"],
    ["bosiet", "bosiet-foet"],
    ["FOET", "bosiet-foet"],
    ["Huet / CA-EBS", "huet-ca-ebs"],
    ["gwo bst", "gwo-bst"],
    ["IRATA", "irata-sprat"],
    ["first aid", "first-aid"],
    // GWO certifies several modules: the bare name is not BST.
    ["GWO", "GWO"],
    ["  Banksman   slinger ", "Banksman slinger"],
  ])("ticket %j is stored as %j", (text, stored) => {
    expect(ticketName(text)).toBe(stored);
  });

  it("names medicals and regions the same way", () => {
    expect(["OGUK", "oeuk medical", "OGUK/OEUK offshore medical"].map(medicalName)).toEqual(["oeuk", "oeuk", "oeuk"]);
    expect(["ENG 1", "eng1"].map(medicalName)).toEqual(["eng1", "eng1"]);
    expect(medicalName("No medical needed")).toBe("No medical needed");
    expect(["Remote Mining", "offshore rigs", "Arctic/Antarctica", "Norway"].map(regionName)).toEqual([
      "mining",
      "offshore",
      "arctic",
      "Norway",
    ]);
  });

  it("reads a stored name back as a label", () => {
    expect(ticketLabel("bosiet-foet")).toBe("BOSIET/FOET");
    expect(ticketLabel("Banksman slinger")).toBe("Banksman slinger");
  });
});
