// `npm run alerts:send`: the weekly digest and expiry reminders, as the cron route runs them. Safe to run
// again: nobody gets the same week's digest or a job's reminder twice.
import { sendScheduledEmails } from "../server/alerts/scheduled-emails";
import { runOnDatabase } from "./run-on-database";

await runOnDatabase((db) => sendScheduledEmails(db));
