/**
 * Download file name: the restaurant name with each run of non-alphanumerics turned
 * into one hyphen, then `-Review-Response-SOP.html|.txt`. Diacritics are folded first ("Café" →
 * "Cafe") so the name survives every mail client and file system; a name that leaves nothing
 * (only CJK characters, only symbols) becomes "Restaurant".
 */
const MAX_BASE_CHARS = 100;

export function playbookFileName(restaurantName: string, format: 'html' | 'text'): string {
  const folded = restaurantName.normalize('NFKD').replace(/\p{M}+/gu, '');
  let base = folded.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (base.length > MAX_BASE_CHARS) base = base.slice(0, MAX_BASE_CHARS).replace(/-+$/, '');
  if (base === '') base = 'Restaurant';
  return `${base}-Review-Response-SOP.${format === 'html' ? 'html' : 'txt'}`;
}
