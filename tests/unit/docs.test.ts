// The documentation stays where readers look and says what the code does: every decision is in the index, the
// README stays a short quick start, and comments name behaviours rather than sections of a spec kept elsewhere.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { readSource as read, repoRoot as root, sourceFiles } from "../support/source-tree";

describe("the documentation", () => {
  it("indexes every decision, with a status for each", () => {
    const index = read("docs/decisions/README.md");
    const decisions = fs.readdirSync(path.join(root, "docs/decisions")).filter((f) => /^\d{3}-.*\.md$/.test(f));
    expect(decisions.length).toBeGreaterThan(50);
    for (const file of decisions) {
      const row = index.split("\n").find((line) => line.includes(`](${file})`));
      expect(row, `${file} is not in docs/decisions/README.md`).toBeDefined();
      expect(row).toMatch(/\| (Accepted|Superseded by \d{3}|Partly superseded by \d{3}|Replaced by \d{3})/);
    }
  });

  it("keeps the README a quick start under 800 words that links the docs", () => {
    const readme = read("README.md");
    expect(readme.split(/\s+/).filter(Boolean).length).toBeLessThan(800);
    for (const doc of ["docs/architecture.md", "docs/caching.md", "docs/testing.md", "docs/deploying.md", "docs/decisions/README.md"]) {
      expect(readme).toContain(`(${doc})`);
      expect(fs.existsSync(path.join(root, doc)), `${doc} is missing`).toBe(true);
    }
  });

  it("names behaviours in code comments, not sections of the spec or issues of a tracker outside the repo", () => {
    const code = ["app", "components", "lib", "server"].flatMap(sourceFiles);
    expect(code.filter((file) => /spec sections?\b/i.test(read(file)))).toEqual([]);
    const everything = [...code, ...["scripts", "service-worker", "bench", "tests"].flatMap(sourceFiles)];
    expect(everything.length).toBeGreaterThan(500);
    const citingIssues = everything.filter((file) => file !== "tests/unit/docs.test.ts" && /\bissues? #?\d/i.test(read(file)));
    expect(citingIssues).toEqual([]);
  });
});
