// The submit button and the assurances under it, shared by the demo and Stripe card forms.
import { Lock, ShieldCheck } from "lucide-react";

export function PayButton({ amount, processing, disabled }: { amount: number; processing: boolean; disabled?: boolean }) {
  return (
    <>
      <button
        type="submit"
        disabled={processing || disabled}
        className="mt-6 w-full rounded-md bg-amber-700 px-6 py-3 text-lg font-bold text-white hover:bg-amber-800 disabled:opacity-60"
      >
        {processing ? "Processing..." : `Pay £${amount} & Post Job`}
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
