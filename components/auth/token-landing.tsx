// Where a mailed link lands: its form, given the link's token, in the card every such page shares; a visit
// without a token goes elsewhere.
import type { ReactNode } from "react";
import { redirect } from "next/navigation";

export type TokenSearch = Promise<{ token?: string | string[] }>;

type Props = { searchParams: TokenSearch; withoutToken: string; form: (token: string) => ReactNode };

export async function TokenLanding({ searchParams, withoutToken, form }: Props) {
  const { token } = await searchParams;
  const value = Array.isArray(token) ? token[0] : token;
  if (!value) redirect(withoutToken);
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">{form(value)}</div>
    </div>
  );
}
