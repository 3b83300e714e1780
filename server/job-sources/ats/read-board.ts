// Reads a whole ATS board before anything is written: one GET through the outbound fetch helper (its
// address guard, a time-out and a size limit), the JSON parsed and checked. Every way it can fail — no
// answer in time, a 4xx or 5xx, a body too large, not JSON, not the board's shape — is a BoardError whose
// message is recorded on the source; the sync then writes nothing and the queue tries again.
import "server-only";
import { ZodError } from "zod";
import type { AtsKind } from "@/lib/job-sources/kinds";
import { atsTokenSchema } from "@/lib/job-sources/ats-token";
import { HttpError } from "../../http/errors";
import { safeFetch, SafeFetchError } from "../../links/safe-fetch";
import { boardAdapter, boardUrl } from "./boards";
import type { BoardPosting } from "./posting";

const TIMEOUT_MS = 10_000;
// A board of a few thousand openings with their descriptions.
const MAX_BYTES = 16 * 1024 * 1024;

/** A board that could not be read: 503 to an admin's Sync now, a failed try (and a retry) in the queue. */
export class BoardError extends HttpError {
  constructor(message: string) {
    super(503, message, undefined, "unavailable");
  }
}

export type ReadOptions = { timeoutMs?: number };

export async function readBoard(kind: AtsKind, rawToken: string | null, options: ReadOptions = {}): Promise<BoardPosting[]> {
  const token = atsTokenSchema.safeParse(rawToken ?? "");
  if (!token.success) throw new BoardError(`The board's token is not valid: ${token.error.issues[0]!.message}`);
  const url = boardUrl(kind, token.data);
  let response;
  try {
    response = await safeFetch(url, { readBody: true, timeoutMs: options.timeoutMs ?? TIMEOUT_MS, maxBytes: MAX_BYTES });
  } catch (error) {
    throw new BoardError(error instanceof SafeFetchError ? `The board did not answer: ${error.message}` : "The board did not answer");
  }
  if (response.status === 404) throw new BoardError(`The board was not found (404): check the token '${token.data}'`);
  if (response.status < 200 || response.status >= 300) throw new BoardError(`The board answered ${response.status}`);
  if (response.truncated) throw new BoardError(`The board's answer is larger than ${MAX_BYTES / 1024 / 1024} MB`);
  let json: unknown;
  try {
    json = JSON.parse(response.body?.toString("utf8") ?? "");
  } catch {
    throw new BoardError("The board's answer is not JSON");
  }
  try {
    return boardAdapter(kind).read(json);
  } catch (error) {
    if (error instanceof ZodError) {
      const issue = error.issues[0]!;
      throw new BoardError(`The board's answer is not in the shape expected: ${issue.path.join(".") || "the answer"}: ${issue.message}`);
    }
    throw error;
  }
}
