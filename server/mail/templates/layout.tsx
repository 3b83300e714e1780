/** @jsxImportSource @/server/mail/jsx */
// The branded frame of every Outpost email: table layout and inline styles, which is what mail clients
// render reliably; one media query narrows the padding on phones. A text part is built alongside.
import { Html, type Child } from "../jsx/jsx-runtime";

export const BRAND = { ink: "#0f172a", amber: "#b45309", amberLight: "#fef3c7", muted: "#475569", line: "#e2e8f0", page: "#f1f5f9" };
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

const RESPONSIVE_CSS = `
  @media only screen and (max-width: 620px) {
    .outpost-card { padding: 20px 16px !important; }
    .outpost-button { display: block !important; text-align: center !important; }
    .outpost-hide-narrow { display: none !important; }
  }`;

type LayoutProps = {
  title: string;
  /** Shown by inbox lists next to the subject. */
  preheader: string;
  children?: Child;
  /** Why this person gets the email, and the unsubscribe link when it is a mailing. */
  footer: Child;
};

export function EmailLayout({ title, preheader, children, footer }: LayoutProps): Html {
  const document = (
    <html lang="en-GB">
      {/* An email document, not a Next page: next/head does not apply. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: RESPONSIVE_CSS }} />
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: BRAND.page, fontFamily: FONT, color: BRAND.ink }}>
        <div style={{ display: "none", maxHeight: 0, overflow: "hidden", opacity: 0 }}>{preheader}</div>
        <table role="presentation" width="100%" cellPadding="0" cellSpacing="0" style={{ backgroundColor: BRAND.page }}>
          <tr>
            <td align="center" style={{ padding: "24px 8px" }}>
              <table role="presentation" width="100%" cellPadding="0" cellSpacing="0" style={{ maxWidth: 600, width: "100%" }}>
                <tr>
                  <td style={{ backgroundColor: BRAND.ink, padding: "18px 24px", borderRadius: "8px 8px 0 0" }}>
                    <span style={{ color: "#ffffff", fontSize: 22, fontWeight: 800, letterSpacing: "0.5px" }}>Outpost</span>
                    <span className="outpost-hide-narrow" style={{ color: "#fcd34d", fontSize: 13, paddingLeft: 12 }}>
                      Real Jobs. Big Pay. No Desk.
                    </span>
                  </td>
                </tr>
                <tr>
                  <td
                    className="outpost-card"
                    style={{ backgroundColor: "#ffffff", padding: "28px 32px", fontSize: 16, lineHeight: "24px" }}
                  >
                    {children}
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: "16px 24px", fontSize: 12, lineHeight: "18px", color: BRAND.muted, textAlign: "center" }}>
                    {footer}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>
  );
  return new Html(`<!doctype html>${document.html}`);
}

export function Heading({ children }: { children?: Child }): Html {
  return <h1 style={{ margin: "0 0 12px", fontSize: 24, lineHeight: "30px", fontWeight: 800 }}>{children}</h1>;
}

export function Paragraph({ children, muted }: { children?: Child; muted?: boolean }): Html {
  return <p style={{ margin: "0 0 16px", color: muted ? BRAND.muted : BRAND.ink }}>{children}</p>;
}

export function Button({ href, children }: { href: string; children?: Child }): Html {
  return (
    <table role="presentation" cellPadding="0" cellSpacing="0" style={{ margin: "8px 0 20px" }}>
      <tr>
        <td style={{ backgroundColor: BRAND.amber, borderRadius: 6 }}>
          <a
            className="outpost-button"
            href={href}
            style={{ display: "inline-block", padding: "12px 22px", color: "#ffffff", fontWeight: 700, textDecoration: "none" }}
          >
            {children}
          </a>
        </td>
      </tr>
    </table>
  );
}

export function Link({ href, children }: { href: string; children?: Child }): Html {
  return (
    <a href={href} style={{ color: BRAND.amber, textDecoration: "underline" }}>
      {children}
    </a>
  );
}

/** The footer of a mailing: why it came, and the one-click way to stop it. */
export function MailingFooter({ reason, unsubscribeUrl }: { reason: string; unsubscribeUrl: string }): Html {
  return (
    <>
      <p style={{ margin: "0 0 6px" }}>{reason}</p>
      <p style={{ margin: 0 }}>
        <Link href={unsubscribeUrl}>Unsubscribe</Link> · Outpost, the job board for remote and extreme-environment work
      </p>
    </>
  );
}

/** The plain-text part's footer, worded like the HTML one. */
export const textFooter = (reason: string, unsubscribeUrl: string) =>
  `--\n${reason}\nUnsubscribe: ${unsubscribeUrl}\nOutpost — Real Jobs. Big Pay. No Desk.`;
