// The repository's own source, read as text by the tests that hold a rule over every module.
import fs from "node:fs";
import path from "node:path";

export const repoRoot = path.resolve(__dirname, "../..");

/** Every source file under `dir`, as a path from the repository's root with forward slashes. */
export function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(path.join(repoRoot, dir))) return [];
  return fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs|mts|js)$/.test(entry.name) ? [file] : [];
  });
}

export const readSource = (file: string) => fs.readFileSync(path.join(repoRoot, file), "utf8");
