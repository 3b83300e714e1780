"use client";
// A multiposter's credentials, shown the one time the server answers them: each with a copy button, and a
// word that the secret cannot be shown again (only its hash is kept).
import { useState } from "react";
import { Button } from "../../ui/button";

type Props = { username?: string; secret: string; feedUrl: string };

function CopyRow({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-2">
      <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 flex items-center gap-2">
        <code className="min-w-0 flex-1 rounded bg-white px-2 py-1 text-sm break-all">{value}</code>
        <Button
          type="button"
          variant="secondary"
          size="xs"
          aria-label={`Copy ${label}`}
          onClick={() => navigator.clipboard.writeText(value).then(() => setCopied(true))}
        >
          {copied ? "Copied" : "Copy"}
        </Button>
      </dd>
    </div>
  );
}

export function ShownOnce({ username, secret, feedUrl }: Props) {
  return (
    <div role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold">Give these to the multiposter now: the secret is shown only this once.</p>
      <dl>
        <CopyRow label="Feed address" value={feedUrl} />
        {username && <CopyRow label="Username" value={username} />}
        <CopyRow label="Secret (password)" value={secret} />
      </dl>
    </div>
  );
}
