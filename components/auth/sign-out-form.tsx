// Sign Out as a browser navigation: a form that POSTs to /api/logout, which ends the
// session and answers with the home page. Never a link: a GET that signs out could be fired by any <img>.
type Props = { label: string; className: string };

export function SignOutForm({ label, className }: Props) {
  return (
    <form method="post" action="/api/logout">
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}
