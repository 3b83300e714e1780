// The account page's titled cards, one per setting.
export const ACCOUNT_FAILURE = "Something went wrong. Please try again.";

export function AccountCard({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  const id = `account-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}
