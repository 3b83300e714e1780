// Where each ATS's public board lives: operator settings (GREENHOUSE_API_URL, LEVER_API_URL,
// WORKABLE_API_URL) that default to the public hosts and are trusted; read at each use so tests point them
// at stand-ins. Only the token is input, and it goes into the path encoded.
import "server-only";
import type { AtsKind } from "@/lib/job-sources/kinds";
import type { BoardAdapter } from "./adapter";
import { greenhouse } from "./greenhouse";
import { lever } from "./lever";
import { workable } from "./workable";

const BOARDS: Record<AtsKind, { adapter: BoardAdapter; variable: string; publicHost: string }> = {
  greenhouse: { adapter: greenhouse, variable: "GREENHOUSE_API_URL", publicHost: "https://boards-api.greenhouse.io" },
  lever: { adapter: lever, variable: "LEVER_API_URL", publicHost: "https://api.lever.co" },
  workable: { adapter: workable, variable: "WORKABLE_API_URL", publicHost: "https://apply.workable.com" },
};

export function boardAdapter(kind: AtsKind): BoardAdapter {
  return BOARDS[kind].adapter;
}

/** The board's address: the ATS's base URL (its path kept) and the adapter's path for this token. */
export function boardUrl(kind: AtsKind, token: string, env: Record<string, string | undefined> = process.env): string {
  const { adapter, variable, publicHost } = BOARDS[kind];
  const base = (env[variable]?.trim() || publicHost).replace(/\/+$/, "");
  return `${base}${adapter.path(token)}`;
}
