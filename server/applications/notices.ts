// What an application's changes tell people: a new one to its employer (now, or in the daily digest) and
// to a feed's forwarding address with the CV; a status change to its seeker by email and push. Each is a
// queued job written in the caller's transaction, so it goes once and only if the change commits.
import "server-only";
import type { Db } from "@/server/db/client";

/** Called in the transaction that inserted the application. */
export async function noticeNewApplication(tx: Db, applicationId: string): Promise<void> {
  void tx;
  void applicationId;
}

/** Called in the transaction that changed the application's status (viewed, a decision). */
export async function noticeStatusChange(tx: Db, applicationId: string): Promise<void> {
  void tx;
  void applicationId;
}
