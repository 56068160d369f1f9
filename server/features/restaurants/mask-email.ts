/**
 * `jane@example.com` → `j•••@example.com` (public responses never carry an owner's email;
 * restaurant ids are guessable slugs).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email ? '•••' : '';
  return `${email[0]}•••${email.slice(at)}`;
}
