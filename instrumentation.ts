// Opens the database (migrations, demo data, admin bootstrap) before the server takes requests. A failure
// is logged, not thrown: Next keeps a failed hook's error and would answer 500 for ever, whereas getDb()
// tries again on the next request, so the process recovers once the database is back.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { getDb } = await import("./server/runtime");
    const { safeErrorText } = await import("./server/db/safe-error");
    await getDb().catch((error: unknown) => {
      console.warn(`Database not ready at start, will retry on the next request: ${safeErrorText(error, { stack: false })}`);
    });
  }
}
