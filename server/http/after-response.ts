// Work that must finish after the answer has gone (an email, say). Next's after() keeps a serverless
// function alive until it is done, where a bare un-awaited promise may be frozen with the function.
import "server-only";
import { after } from "next/server";

export function afterResponse(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    // Outside a request (scripts, tests calling handlers directly) there is no response to wait for.
    void task();
  }
}
