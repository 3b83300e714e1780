-- Accounts made before addresses were verified (docs/decisions/102). Only administrators count as verified:
-- anyone else may have signed up with someone else's address (a confirmed alert at that address proves its
-- owner, not the account's). They keep signing in and their jobs stay up; they verify before their next post or payment.
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false AND "role" = 'admin';
