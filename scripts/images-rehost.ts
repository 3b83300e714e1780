// `npm run images:rehost`: makes outside logo and card-image addresses stored before decision 054 our own
// copies, as the daily cron does. With PGlite, stop `npm start` first (one process owns the embedded database).
import { openConfiguredDatabase } from "../server/db/client";
import { rehostStoredImages } from "../server/uploads/rehost-stored-images";

const database = await openConfiguredDatabase();
try {
  await database.migrate();
  console.log(JSON.stringify(await rehostStoredImages(database.db), null, 2));
} finally {
  await database.close();
}
