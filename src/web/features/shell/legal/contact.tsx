/**
 * Who the legal texts send requests to: the CONTACT_EMAIL address as a link, or — where none is
 * configured (a copy running on its own machine) — the people running the site, saying so
 * instead of printing an address nobody reads.
 */
export function Contact({ email }: { email: string | null }) {
  if (email) return <a href={`mailto:${email}`}>{email}</a>;
  return <>the people who run this copy of Pitwall (it has no contact address set up)</>;
}
