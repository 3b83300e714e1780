// The submit button, why the last try failed, and the assurances under it, shared by the demo and Stripe
// card forms. It says what the payment does: posts a new job, or extends one already listed.
import { Lock, ShieldCheck } from "lucide-react";

export type PaymentPurpose = "post" | "extend";

export const PAYMENT_FAILURE_ID = "payment-failure";

type Props = { amount: number; purpose: PaymentPurpose; processing: boolean; disabled?: boolean; failure: string | null };

export function PayButton({ amount, purpose, processing, disabled, failure }: Props) {
  return (
    <>
      {failure && (
        <p
          id={PAYMENT_FAILURE_ID}
          role="alert"
          className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={processing || disabled}
        className="mt-6 w-full rounded-md bg-amber-700 px-6 py-3 text-lg font-bold text-white hover:bg-amber-800 disabled:opacity-60"
      >
        {processing ? "Processing..." : purpose === "extend" ? `Pay £${amount} & extend` : `Pay £${amount} & Post Job`}
      </button>
      <div className="mt-4 space-y-1 text-xs text-slate-600">
        <p className="flex items-center gap-2">
          <Lock aria-hidden="true" className="h-3.5 w-3.5" /> Your payment is protected by 256-bit SSL encryption.
        </p>
        <p className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" /> Card details go straight to our PCI DSS compliant payment provider and
          never touch our servers.
        </p>
        <p>By paying you agree to our Terms of Service and Privacy Policy.</p>
      </div>
    </>
  );
}
