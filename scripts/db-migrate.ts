// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the PGlite store in DATA_DIR.
import { openConfiguredDatabase } from "../server/db/client";

const database = await openConfiguredDatabase();
await database.migrate();
await database.close();
console.log("Migrations applied.");
