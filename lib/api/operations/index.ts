// Every operation under /api: the source of /api/openapi.json and of the fuzzer's inputs. A route file
// serves these objects (server/http/route.ts); tests/unit/openapi.test.ts checks that the two agree.
import type { Operation } from "../operation";
import * as accounts from "./accounts";
import * as admin from "./admin";
import * as alerts from "./alerts";
import * as analytics from "./analytics";
import * as applicantInbox from "./applicant-inbox";
import * as applications from "./applications";
import * as cron from "./cron";
import * as hitchCheck from "./hitch-check";
import * as backgroundWork from "./background-work";
import * as jobs from "./jobs";
import * as jobSources from "./job-sources";
import * as matches from "./matches";
import * as meta from "./meta";
import * as posting from "./posting";
import * as push from "./push";
import * as savedSearches from "./saved-searches";

export const operations: Operation[] = [
  jobs,
  hitchCheck,
  accounts,
  matches,
  alerts,
  savedSearches,
  push,
  analytics,
  posting,
  applications,
  applicantInbox,
  admin,
  jobSources,
  backgroundWork,
  cron,
  meta,
].flatMap((domain) => Object.values(domain));
