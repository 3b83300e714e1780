// Opens the database (migrations, demo data, admin bootstrap) before the server takes requests.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { getDb } = await import("./server/runtime");
    await getDb();
  }
}
