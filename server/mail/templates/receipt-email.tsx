/** @jsxImportSource @/server/mail/jsx */
// The receipt for one payment: what was bought (a new listing or an extension), its dates, the amount
// and the VAT line (0 % until the business is VAT-registered, docs/decisions/042).
import { formatLongDate } from "@/lib/format";
import { PLANS, type PlanType } from "@/lib/plans";
import { BRAND, EmailLayout, Heading, Link, Paragraph } from "./layout";
import type { RenderedEmail } from "./confirmation-email";

export type ReceiptInput = {
  receiptNumber: string;
  paidAt: Date;
  kind: "listing" | "extension";
  planType: PlanType;
  amountPence: number;
  job: { title: string; company: string; url: string; listedFrom: Date; listedTo: Date };
  vat: { number: string; ratePercent: number; pence: number } | null;
};

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr>
      <td style={{ padding: "6px 0", color: BRAND.muted, borderBottom: `1px solid ${BRAND.line}` }}>{label}</td>
      <td style={{ padding: "6px 0", textAlign: "right", fontWeight: strong ? 800 : 500, borderBottom: `1px solid ${BRAND.line}` }}>
        {value}
      </td>
    </tr>
  );
}

export function receiptLines(input: ReceiptInput): [string, string][] {
  const plan = PLANS[input.planType];
  const vatLine: [string, string] = input.vat
    ? [`VAT (${input.vat.ratePercent} %, included)`, pounds(input.vat.pence)]
    : ["VAT (0 %)", pounds(0)];
  return [
    ["Receipt", input.receiptNumber],
    ["Date", formatLongDate(input.paidAt)],
    ["Item", `${plan.name} plan — ${input.kind === "extension" ? "listing extension" : "job listing"}`],
    ["Job", `${input.job.title} at ${input.job.company}`],
    ["Listed", `${formatLongDate(input.job.listedFrom)} to ${formatLongDate(input.job.listedTo)}`],
    vatLine,
    ["Total paid", pounds(input.amountPence)],
    ...(input.vat ? [["VAT number", input.vat.number] as [string, string]] : []),
  ];
}

export function receiptEmail(input: ReceiptInput): RenderedEmail {
  const subject = `Your Outpost receipt ${input.receiptNumber}`;
  const lines = receiptLines(input);
  const html = EmailLayout({
    title: subject,
    preheader: `${pounds(input.amountPence)} for ${input.job.title}`,
    footer: (
      <Paragraph muted>You&apos;re getting this because you paid for a listing on Outpost. Receipts are sent for every payment.</Paragraph>
    ),
    children: (
      <>
        <Heading>Thank you for your payment</Heading>
        <Paragraph>
          Your job <Link href={input.job.url}>{input.job.title}</Link> is listed from {formatLongDate(input.job.listedFrom)} to{" "}
          {formatLongDate(input.job.listedTo)}.
        </Paragraph>
        <table role="presentation" width="100%" cellPadding="0" cellSpacing="0" style={{ margin: "0 0 16px", fontSize: 14 }}>
          {lines.map(([label, value]) => (
            <Row key={label} label={label} value={value} strong={label === "Total paid"} />
          ))}
        </table>
        <Paragraph muted>
          Keep this email for your records. Questions about a payment: reply to this email or use the support page.
        </Paragraph>
      </>
    ),
  }).html;
  const text = ["Thank you for your payment", "", ...lines.map(([label, value]) => `${label}: ${value}`), "", `Job: ${input.job.url}`].join(
    "\n",
  );
  return { subject, html, text };
}
