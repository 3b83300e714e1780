// `npm run links:check`: the daily apply-link check by hand, as the cron route runs it. With PGlite, stop
// `npm start` first (one process owns the embedded database).
import { openConfiguredDatabase } from "../server/db/client";
import { runLinkChecks } from "../server/links/job-link-checks";

const database = await openConfiguredDatabase();
try {
  await database.migrate();
  console.log(JSON.stringify(await runLinkChecks(database.db), null, 2));
} finally {
  await database.close();
}
