// The by-hand runs of scheduled work (`npm run links:check`, `alerts:send`, `images:rehost`): open the
// configured database, bring it up to date, run the task, print its summary. With PGlite, stop `npm start`
// first (one process owns the embedded database).
import { openConfiguredDatabase } from "../server/db/client";
import type { Db } from "../server/db/client";

export async function runOnDatabase(task: (db: Db) => Promise<unknown>): Promise<void> {
  const database = await openConfiguredDatabase();
  try {
    await database.migrate();
    console.log(JSON.stringify(await task(database.db), null, 2));
  } finally {
    await database.close();
  }
}
