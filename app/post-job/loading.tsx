// A spinner while the session is checked on the server.
import { Loader2 } from "lucide-react";

export default function Loading() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-600">
      <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin" />
      Loading...
    </div>
  );
}
