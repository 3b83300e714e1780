// Checks the runtime variables (and says which search engines are off), then opens the database (migrations,
// demo data, admin bootstrap) before the server takes requests, and starts the job queue's workers and the
// schedules' tick (unless QUEUE_WORKERS=off, or on Vercel). On the embedded database it notes its address for
// `npm run` scripts.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { config } = await import("./server/config");
    const { announceSearchEngines } = await import("./server/search-engines/settings");
    try {
      config();
      announceSearchEngines();
    } catch (error) {
      // Settings that would split instances apart, or are simply wrong: refuse to start at all.
      console.error((error as Error).message);
      process.exit(1);
    }
    const { refuseUnsupportedMethods } = await import("./server/http/unsupported-methods");
    refuseUnsupportedMethods();
    const { getDb } = await import("./server/runtime");
    const { safeErrorText } = await import("./server/db/safe-error");
    // A failure is logged, not thrown: Next keeps a failed hook's error and would answer 500 for ever,
    // whereas getDb() tries again on the next request, so the process recovers once the database is back.
    await getDb().catch((error: unknown) => {
      console.warn(`Database not ready at start, will retry on the next request: ${safeErrorText(error, { stack: false })}`);
    });
    const { noteEmbeddedServer } = await import("./server/schedules/embedded-server");
    noteEmbeddedServer();
    const { startWorkersWhenReady } = await import("./server/queue/start-workers");
    startWorkersWhenReady();
  }
}
