// One way in for every job write: only the job-write module (server/jobs/job-write/) tells search engines
// and instant saved searches of a change and retires the cached job reads. A writer elsewhere that brackets
// itself by hand can forget one half of the pair; this reads the source tree and fails on any module that
// still reaches for those steps itself.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readSource, sourceFiles } from "../support/source-tree";

const WRITE_MODULE = "server/jobs/job-write/";
const SOURCE_DIRS = ["app", "components", "lib", "server", "scripts"];

type Import = { names: string[]; target: string };

/** Each static or dynamic import of a file, with the names it takes, its target as a path from the root. */
function importsOf(file: string, text: string): Import[] {
  const found: Import[] = [];
  const statement =
    /import\s+(?:type\s+)?([\s\S]*?)\s+from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|export\s+\{([^}]*)\}\s+from\s+["']([^"']+)["']/g;
  for (const match of text.matchAll(statement)) {
    const clause = match[1] ?? match[4] ?? "*";
    const specifier = match[2] ?? match[3] ?? match[5]!;
    const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? (match[4] !== undefined ? clause : "");
    const names = braces
      .split(",")
      .map((n) =>
        n
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter(Boolean);
    if (!braces && clause !== "*") names.push("*");
    if (match[3]) names.push("*");
    found.push({ names, target: resolve(file, specifier) });
  }
  return found;
}

function resolve(file: string, specifier: string): string {
  const bare = specifier.startsWith("@/")
    ? specifier.slice(2)
    : specifier.startsWith(".")
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
      : specifier;
  return bare.replace(/\.(ts|tsx|mjs|js)$/, "");
}

/** What a module outside the job-write module may not do, and why. */
function breaches(file: string, text: string): string[] {
  if (file.startsWith(WRITE_MODULE)) return [];
  const found: string[] = [];
  for (const { names, target } of importsOf(file, text)) {
    if (target === "server/jobs/job-write/listing-changes")
      found.push(`${file} imports the search-engine notice and saved-search steps (listing-changes)`);
    if (target === "server/saved-searches/queue-fan-out") found.push(`${file} queues a saved-search fan-out itself`);
    if (target === "server/cache" && names.some((n) => n === "invalidate" || n === "*"))
      found.push(`${file} retires cached job reads itself (invalidate)`);
    if (target === "next/cache" && file !== "server/cache.ts" && names.some((n) => /^(revalidate|update)/.test(n)))
      found.push(`${file} retires Next's cache by hand`);
  }
  // The queue kinds a job write causes, queued by hand. The notice job re-queues what an engine still owes
  // and the fan-out helper is the module's own step: neither is a job write.
  const own = new Set(["server/search-engines/notify-job.ts", "server/saved-searches/queue-fan-out.ts"]);
  if (!own.has(file) && /enqueue\([^)]*["'](search-engines\.notify|saved-searches\.fan-out)["']/.test(text))
    found.push(`${file} queues a job write's notice or fan-out by hand`);
  return found;
}

describe("one way in for every job write", () => {
  const files = SOURCE_DIRS.flatMap(sourceFiles);

  it("reads the source tree it guards", () => {
    expect(files).toContain("server/jobs/job-write/job-transaction.ts");
    expect(files.length).toBeGreaterThan(200);
  });

  it("leaves notices, fan-out and cache retirement for jobs to the job-write module", () => {
    const found = files.flatMap((file) => breaches(file, readSource(file)));
    expect(found).toEqual([]);
  });

  it("catches a writer that brackets itself by hand", () => {
    const bracketed = [
      'import { invalidate, JOBS_TAG } from "../cache";',
      'import { listingsBefore, queueListingChanges } from "./job-write/listing-changes";',
      'import { queueSavedSearchFanOut } from "@/server/saved-searches/queue-fan-out";',
      'import { revalidateTag } from "next/cache";',
      'await enqueue(tx, "search-engines.notify", notice);',
    ].join("\n");
    expect(breaches("server/jobs/some-writer.ts", bracketed)).toHaveLength(5);
    expect(breaches("server/jobs/job-write/some-step.ts", bracketed)).toEqual([]);
    // A reader tags its cached entries with the same names; that is not a write.
    expect(breaches("server/jobs/cached-reads.ts", 'import { cached, jobTag, JOBS_TAG } from "../cache";')).toEqual([]);
  });
});
