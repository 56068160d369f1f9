/**
 * When /api/places/details fails, the suggestion's description is split into name and address
 * ("Katz's Delicatessen, 205 E Houston St, New York, NY" → name and the rest).
 */
export function splitDescription(description: string): { name: string; address: string } {
  const text = description.trim();
  const comma = text.indexOf(',');
  if (comma === -1) return { name: text, address: '' };
  return { name: text.slice(0, comma).trim(), address: text.slice(comma + 1).trim() };
}
