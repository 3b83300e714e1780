// A checkout step waiting on the server ('Setting up payment...', 'Checking your payment...'), announced politely.
import { Loader2 } from "lucide-react";

export function BusyStatus({ children }: { children: React.ReactNode }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-600">
      <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin" />
      {children}
    </div>
  );
}
