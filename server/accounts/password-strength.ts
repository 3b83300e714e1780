// The common-password block (NIST SP 800-63B 3.1.1.2) at registration and reset: zxcvbn-ts with its
// maintained list of the most used passwords, keyboard walks, repeats and sequences. The spec's
// 6-character minimum stays the only length rule; this refuses the guessable ones of any length.
import "server-only";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { badRequest } from "../http/errors";

export const COMMON_PASSWORD = "This password is too common or too easy to guess. Please choose another.";

let checker: ZxcvbnFactory | undefined;

/**
 * Score 0 means fewer than about a thousand guesses: '123456', 'password1', 'qwertyuiop', 'aaaaaa', or
 * the username itself. A random 6-character password scores 1, so the spec's minimum still works.
 */
export function isCommonPassword(password: string, userInputs: string[] = []): boolean {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker.check(password, userInputs.filter(Boolean)).score === 0;
}

/** Refuses a guessable password with 400; `userInputs` are the account's own words (username, email). */
export function assertUncommonPassword(password: string, userInputs: string[] = []): void {
  if (isCommonPassword(password, userInputs)) throw badRequest(COMMON_PASSWORD);
}
