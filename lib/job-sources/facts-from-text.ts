// The extreme-work facts an advert from a feed or an ATS board states only in its words: the rotation and
// the tickets it names. Only unambiguous wordings are read; anything else stays in the description.
import type { Rotation, Ticket } from "../extreme-work";

const ROTATION_WORDS: [RegExp, Rotation][] = [
  [/\b28\s*(?:\/|on\s*\/?\s*)28\b|\b28\s*days?\s*on\b/i, "28-28"],
  [/\b2\s*(?:\/|on\s*\/?\s*)2\b|\btwo\s+weeks\s+on\b/i, "2-2"],
  [/\b3\s*(?:\/|on\s*\/?\s*)3\b|\bthree\s+weeks\s+on\b/i, "3-3"],
  [/\b4\s*on\s*\/?\s*4\s*off\b/i, "4-4"],
  [/\bFIFO\b|\bfly[\s-]in[\s,/-]+fly[\s-]out\b/i, "fifo"],
];

const TICKET_WORDS: [RegExp, Ticket][] = [
  [/\bBOSIET\b|\bFOET\b/i, "bosiet-foet"],
  [/\bHUET\b|\bCA-?EBS\b/i, "huet-ca-ebs"],
  [/\bGWO\b/i, "gwo-bst"],
  [/\bIRATA\b|\bSPRAT\b/i, "irata-sprat"],
  [/\bOPITO\b/i, "opito"],
  [/\bSTCW\b/i, "stcw"],
  [/\bfirst[\s-]aid\b/i, "first-aid"],
];

export function rotationFromText(text: string): Rotation | null {
  return ROTATION_WORDS.find(([words]) => words.test(text))?.[1] ?? null;
}

export function ticketsFromText(text: string): Ticket[] {
  return TICKET_WORDS.filter(([words]) => words.test(text)).map(([, ticket]) => ticket);
}
