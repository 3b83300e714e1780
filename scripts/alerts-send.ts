// `npm run alerts:send`: a by-hand run of the digest and expiry reminders (scripts/run-task.ts says where it
// runs). Safe to run again: nobody gets the same week's digest or a job's reminder twice.
import { runTask } from "./run-task";

await runTask("alerts.send");
