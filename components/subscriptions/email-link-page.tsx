// The frame of the pages our email links open; a link without its token is answered on the server.
import Link from "next/link";
import { EmailLinkAction } from "./email-link-action";
import { buttonClass } from "../ui/button";

export function EmailLinkPage({ action, token }: { action: "confirm" | "unsubscribe"; token: string | undefined }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        {token ? (
          <EmailLinkAction action={action} token={token} />
        ) : (
          <div className="text-center">
            <h1 className="text-2xl font-bold">Link not valid</h1>
            <p role="alert" className="mt-3 text-slate-700">
              This link is incomplete. Open it again from the email, or copy the whole address into your browser.
            </p>
            <Link href="/" className={buttonClass({ className: "mt-6 inline-block" })}>
              Go to the home page
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
