// `npm run images:rehost`: makes outside logo and card-image addresses stored before decision 054 our own
// copies, as the daily cron does.
import { rehostStoredImages } from "../server/uploads/rehost-stored-images";
import { runOnDatabase } from "./run-on-database";

await runOnDatabase((db) => rehostStoredImages(db));
