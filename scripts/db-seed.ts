// `npm run db:seed`: migrates, then loads the demo jobs and leads into an empty database.
import { openConfiguredDatabase } from "../server/db/client";
import { seedDemoIfEmpty } from "../server/db/seed/seed-demo";

const database = await openConfiguredDatabase();
let seeded = false;
await database.migrate(async (db) => {
  seeded = await seedDemoIfEmpty(db);
});
await database.close();
console.log(seeded ? "Demo data loaded." : "The database already has jobs or leads: nothing seeded.");
