// The address a verification code went to, masked (SPEC §5 'sent to a masked address'):
// the first and last letter of the name stay, the rest of the name becomes ***.
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  // No name or no domain: nothing worth showing, and nothing given away.
  if (at <= 0 || at === email.length - 1) return '***';
  const name = email.slice(0, at);
  const domain = email.slice(at + 1);
  const masked = name.length <= 2 ? `${name[0]}***` : `${name[0]}***${name[name.length - 1]}`;
  return `${masked}@${domain}`;
}
