/**
 * The six legendary restaurants link to fixed playbook pages; a name outside the list
 * links to / (where the visitor can generate one).
 */
const FIXED_LINKS: Readonly<Record<string, string>> = {
  "delmonico's": '/sop/delmonicos',
  delmonicos: '/sop/delmonicos',
  'le bernardin': '/sop/le-bernardin',
  'keens steakhouse': '/sop/keens-steakhouse',
  'tavern on the green': '/sop/tavern-on-the-green',
  'grand central oyster bar': '/sop/grand-central-oyster-bar',
  "katz's delicatessen": '/sop/katzs-delicatessen',
  'katzs delicatessen': '/sop/katzs-delicatessen',
};

export function legendaryPlaybookHref(name: string): string {
  const key = name.trim().toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  return FIXED_LINKS[key] ?? '/';
}
