// The support form's input: shared by the form on /support and POST /api/support.
import { z } from "zod";
import { HONEYPOT_FIELD } from "../alert-options";
import { emailSchema } from "./password-reset";

export const SUPPORT_TOPICS = {
  seeker: "Finding or applying for a job",
  employer: "Posting a job or billing",
  account: "My account or my data",
  listing: "Report a problem with a listing",
  other: "Something else",
} as const;
export type SupportTopic = keyof typeof SUPPORT_TOPICS;
const TOPIC_KEYS = Object.keys(SUPPORT_TOPICS) as [SupportTopic, ...SupportTopic[]];

export const SUPPORT_SENT = "Thanks, your message has been sent. We'll reply by email.";
export const MAX_SUPPORT_MESSAGE = 5000;

export const supportSchema = z.object({
  // One line: it goes into the subject of the email.
  name: z
    .string({ error: "Please enter your name" })
    .trim()
    .min(1, "Please enter your name")
    .max(100, "Your name is at most 100 characters")
    .regex(/^[^\r\n]*$/, "Your name must be on one line"),
  email: emailSchema,
  topic: z.enum(TOPIC_KEYS, { error: "Please choose a topic" }),
  message: z
    .string({ error: "Please write a message" })
    .trim()
    .min(10, "Please write at least 10 characters")
    .max(MAX_SUPPORT_MESSAGE, `Your message is at most ${MAX_SUPPORT_MESSAGE} characters`),
  // The honeypot (decision 020): any string is accepted; a filled one is quietly dropped.
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
});
export type SupportInput = z.output<typeof supportSchema>;
