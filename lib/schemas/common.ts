// Small zod pieces that several input schemas share.
import { z } from "zod";
import { httpUrl, imageSource, notImageUrl, notWebUrl } from "../web-url";

/** Query strings send '' and 'all' for "no filter": both mean absent. */
export function optionalFilter<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === "" || v === "all" || v === null ? undefined : v), schema.optional());
}

export const uuidSchema = z.uuid({ message: "Invalid id" });

/** A list cursor's form (X-Next-Cursor, base64url): what it says is checked where it is used (server/jobs/job-keyset.ts). */
export const cursorSchema = z.string({ error: "cursor is not valid" }).regex(/^[A-Za-z0-9_-]{1,400}$/, "cursor is not valid");

/** A link people will open, or '' for none; a required one adds its own non-empty check. */
export function webUrl(label: string) {
  return (
    z
      .string({ error: `${label} is required` })
      .trim()
      .max(2000, `${label} is too long`)
      .refine((v) => v === "" || httpUrl(v) !== null, notWebUrl(label))
      // The document states the form (openapi/document.ts also allows the '' this takes for none).
      .meta({ format: "uri" })
  );
}

/**
 * An optional image (see imageSource): '', null or absent mean none. An outside address passes here only
 * to be re-hosted by the handler (server/uploads/rehost-image.ts); what is stored is always ours.
 */
export function optionalImageUrl(label: string) {
  return (
    z
      .string()
      .trim()
      .max(1000, `${label} is too long`)
      .refine((v) => v === "" || imageSource(v) !== null, notImageUrl(label))
      // A reference, not a full URI: our own copies are given by their path on this site.
      .meta({ format: "uri-reference" })
      .optional()
      .nullable()
      .transform((v) => (v ? imageSource(v) : null))
  );
}
