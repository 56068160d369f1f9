/** The console's sections, in the order the header lists them. */
export const operatorNavigation = [
  { to: '/operator', label: 'Dashboard', end: true },
  { to: '/operator/leads', label: 'Leads', end: false },
  { to: '/operator/playbooks', label: 'Playbooks', end: false },
  { to: '/operator/blitz', label: 'Blitz', end: false },
  { to: '/operator/emails', label: 'Emails', end: false },
  { to: '/operator/webhooks', label: 'Webhooks', end: false },
  { to: '/operator/subscriptions', label: 'Subscriptions', end: false },
  { to: '/operator/data-requests', label: 'Data requests', end: false },
  { to: '/operator/audit', label: 'Audit log', end: false },
] as const;

/** Every console page's <title>: "Leads · Operator console · Replybook". */
export function operatorTitle(section: string, brandName: string): string {
  return `${section} · Operator console · ${brandName}`;
}
