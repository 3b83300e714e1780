// The postgres project's global setup (see migrated-database.ts).
import type { TestProject } from "vitest/node";
import { setupPostgres } from "./migrated-database";

export const setup = (project: TestProject) => setupPostgres(project, process.env.TEST_DATABASE_URL!);
