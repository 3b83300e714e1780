// The tokens of the account links that are credentials: a password reset, and an email change's confirm and
// cancel links. Each follows from its row's id by a keyed hash, so the mail can be made when it is sent with
// nothing but the id queued; the row keeps only the token's sha256. Whoever reads the database (a backup,
// the queue's tables) cannot make a working link without the signing secret.
import "server-only";
import { keyedHash } from "../secrets";

export const resetToken = (resetId: string) => keyedHash("password-reset", resetId);

export const emailChangeTokens = (changeId: string) => ({
  confirm: keyedHash("email-change-confirm", changeId),
  cancel: keyedHash("email-change-cancel", changeId),
});
