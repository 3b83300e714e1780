// Does a clause ask the worker for money? A fee for finding work is unlawful for an agency (UK reg. 26) and
// is this niche's classic scam: a "registration fee", a "visa processing fee", a deposit, "pay for your
// ticket". The same words are lawful when the employer pays them or the advert says there is none, so each
// demand is read with its clause: a no-fee or employer-pays clause excuses a named fee, and only a denial
// excuses an outright "you must pay".

const MONEY = String.raw`(?:[£$€]\s?\d[\d,.]*(?:\s?k\b)?|\d[\d,.]*\s?(?:gbp|usd|eur|pounds|dollars|euros)\b)`;
const FEE = String.raw`(?:fees?|charges?|costs?)`;
const FEE_KINDS = String.raw`(?:registration|placement|processing|application|joining|onboarding|admin|administration|administrative|booking|enrol?ment|enrollment|recruitment|agency|job|visa|work permit|permit|training|medical|course|certification|certificate|uniform|ppe|interview|sign[- ]?up|membership|vetting|background check|dbs|screening|ticket)`;
const WORKER = String.raw`(?:you|candidates?|applicants?|workers?|the (?:candidate|applicant|worker)|successful (?:candidates?|applicants?)|each (?:candidate|applicant|worker))`;
const MUST = String.raw`(?:must|will|shall|need to|needs to|will need to|are required to|is required to|have to|has to|should|are expected to|agree to)`;
const PAID_FOR = String.raw`(?:ticket|tickets|training|visa|visas|work permit|medical|medicals|course|courses|certificate|certificates|certification|uniform|ppe|registration|processing|placement|background check|dbs check|vetting|interview)`;
const PAYERS = String.raw`(?:we|us|the employer|employer|the company|company|the client|client|clients|our client|our clients|the hirer|the operator|the business)`;
const PAID_THINGS = String.raw`(?:fees?|costs?|charges?|deposits?|visas?|training|tickets?|medicals?|courses?|certificat\w*|ppe|uniforms?|flights?|travel|permits?)`;

/** A worker told they must pay: only a denial in the same clause excuses it. */
const OUTRIGHT = new RegExp(
  String.raw`\b${WORKER}\s+(?:\w+\s+)?${MUST}\s+(?:first\s+|also\s+|then\s+)?pay\b(?:\s+(?:a|an|the|your|their|our|any|for))?(?:\s+\S+){0,3}?\s*(?:${FEE}\b|deposit|${MONEY}|upfront|up-front|up front|in advance)`,
  "i",
);

/** Words that ask the worker for money unless the clause says there is none or someone else pays. */
const DEMANDS = [
  // "pay for your ticket", "pay for your own visa"
  new RegExp(String.raw`\bpay\s+for\s+(?:your|their|the|his|her)\s+(?:own\s+)?(?:\S+\s+)?${PAID_FOR}\b`, "i"),
  // "pay a registration fee", "pay the £200 placement fee"
  new RegExp(
    String.raw`\bpay(?:ing)?\s+(?:a|an|the|your|their|our|this)?\s*(?:${MONEY}\s+)?(?:one-off\s+|small\s+|refundable\s+)?${FEE_KINDS}\s+${FEE}\b`,
    "i",
  ),
  // "pay a deposit", "send a £100 deposit"
  new RegExp(String.raw`\b(?:pay|send|transfer|make|put down|lodge)\s+(?:a|an|the|your)?\s*(?:${MONEY}\s+)?(?:\w+\s+)?deposit\b`, "i"),
  new RegExp(String.raw`\b${FEE_KINDS}\s+(?:fees?|charges?)\b`, "i"),
  new RegExp(String.raw`${MONEY}\s+(?:\w+\s+)?(?:fee|charge(?!\s*hand)|deposit)\b`, "i"),
  new RegExp(String.raw`\b(?:fee|(?<!in\s)charge|deposit)\s+(?:of\s+)?${MONEY}`, "i"),
  /\b(?:refundable|security|registration|placement|booking|visa|training)\s+deposit\b/i,
  /\b(?:upfront|up-front|advance)\s+(?:payment|fee|fees)\b/i,
];

/** The clause says there is nothing to pay. */
const DENIALS = [
  /\bno\s+(?:\w+\s+){0,2}(?:fees?|charges?|costs?|deposits?|payments?)\b/i,
  /\bno need to pay\b/i,
  /\b(?:fee-free|free of charge|at no (?:cost|charge)|without (?:any )?(?:fees?|charges?|costs?|payment))\b/i,
  /\b(?:never|not|don't|do not|won't|will not|doesn't|does not|shouldn't)\s+(?:\w+\s+){0,2}(?:charge|charged|ask|request|require|pay|need to pay)\b/i,
  /\b(?:fees?|charges?|costs?|deposits?)\s*[:=-]?\s*(?:none|nil|n\/a|waived|£0|\$0|€0)(?!\w)/i,
];

/** The clause says someone other than the worker pays, or it is the worker being paid. */
const OTHERS_PAY = [
  // "we cover all visa costs", "the client pays our placement fee", "we pay for your BOSIET training"
  new RegExp(
    String.raw`\b${PAYERS}\s+(?:\w+\s+)?(?:will\s+|also\s+|fully\s+)?(?:pay|pays|paid|cover|covers|covered|meet|meets|fund|funds|bear|bears|reimburse|reimburses|refund|refunds|sponsor|sponsors)(?:\s+for)?(?:\s+(?:all|any|your|the|their|its|our|of))*(?:\s+\S+)?\s+${PAID_THINGS}\b`,
    "i",
  ),
  new RegExp(String.raw`\b(?:paid|covered|met|funded|borne|reimbursed|sponsored|refunded)\s+(?:in full\s+|for\s+)?by\s+${PAYERS}\b`, "i"),
  new RegExp(
    String.raw`\b${PAID_THINGS}\s+(?:are\s+|is\s+|will be\s+|get\s+|gets\s+)?(?:fully\s+)?(?:covered|reimbursed|met|funded|included|waived)\b`,
    "i",
  ),
  /\b(?:company|employer|client)[- ](?:paid|funded|sponsored)\b/i,
  /\bat\s+(?:our|the (?:employer's|company's|client's))\s+(?:cost|expense)\b/i,
  /\b(?:referral|finder's|finders|introduction)\s+(?:fee|bonus)\b/i,
];

/** Words that put the payment back on the worker whatever else the clause says. */
const BY_THE_WORKER = new RegExp(
  String.raw`\b(?:paid|payable|covered|met|borne|funded)\s+by\s+${WORKER}\b|\bat\s+(?:your|the (?:candidate|applicant|worker)'s)\s+(?:own\s+)?(?:cost|expense)\b`,
  "i",
);

/** The words in which a clause asks the worker for money, or null. */
export function workerFeeIn(clause: string): string | null {
  const byWorker = BY_THE_WORKER.test(clause);
  const denied = !byWorker && DENIALS.some((p) => p.test(clause));
  const outright = OUTRIGHT.exec(clause);
  if (outright && !denied) return outright[0];
  if (denied || (!byWorker && OTHERS_PAY.some((p) => p.test(clause)))) return null;
  for (const pattern of DEMANDS) {
    const hit = pattern.exec(clause);
    if (hit) return hit[0];
  }
  return null;
}
