// What each ATS's board reader provides: the path of a board on its host, and its JSON read into postings
// (zod-parsed: a shape we do not know is an error recorded on the source, never a half-read board).
import "server-only";
import type { BoardPosting } from "./posting";

export type BoardAdapter = {
  /** The board's path and query on the ATS host; the token is encoded into it. */
  path(token: string): string;
  /** Throws a ZodError when the JSON is not the board's shape. */
  read(json: unknown): BoardPosting[];
};
