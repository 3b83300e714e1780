// The CRM gate's first state: the server is checking who is asking.
export default function CrmLoading() {
  return (
    <div role="status" className="mx-auto max-w-xl px-4 py-16 text-center text-slate-700">
      <span className="mx-auto mb-3 block h-8 w-8 animate-spin rounded-full border-4 border-slate-300 border-t-amber-700" aria-hidden />
      Checking permissions...
    </div>
  );
}
