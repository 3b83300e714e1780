// After each test file: a failure the server logged is a defect even when no assertion saw it (a 500 in a
// beacon, an error after the answer was sent), so the file fails with the server's own words.
import { afterAll, expect, inject } from "vitest";
import { serverFaults } from "./server";

afterAll(() => {
  expect(serverFaults(inject("serverLog")), "the server logged failures").toEqual([]);
});
