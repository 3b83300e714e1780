// `npm run alerts:send`: the weekly digest and expiry reminders, as the cron route runs them. Safe to run
// again: nobody gets the same week's digest or a job's reminder twice. With PGlite, stop `npm start` first
// (one process owns the embedded database).
import { openConfiguredDatabase } from "../server/db/client";
import { sendScheduledEmails } from "../server/alerts/scheduled-emails";

const database = await openConfiguredDatabase();
try {
  await database.migrate();
  const summary = await sendScheduledEmails(database.db);
  console.log(JSON.stringify(summary, null, 2));
} finally {
  await database.close();
}
