// The pglite project's global setup (see migrated-database.ts).
export { setupPglite as setup } from "./migrated-database";
