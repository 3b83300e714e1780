// An ATS board's token (Greenhouse), site name (Lever) or account slug (Workable): input an admin types,
// placed in a path on the ATS's host, so only the characters those names use are taken.
import { z } from "zod";

export const atsTokenSchema = z
  .string({ error: "The board's token is required" })
  .trim()
  .min(1, "The board's token is required")
  .max(100, "The board's token is too long")
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, "The board's token has letters, digits, dots, dashes and underscores only")
  .refine(
    (token) => !/^\.+$/.test(token) && !token.includes(".."),
    "The board's token has letters, digits, dots, dashes and underscores only",
  );
