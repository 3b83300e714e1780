// `npm run links:check`: the daily apply-link check by hand, as the cron route runs it.
import { runLinkChecks } from "../server/links/job-link-checks";
import { runOnDatabase } from "./run-on-database";

await runOnDatabase((db) => runLinkChecks(db));
