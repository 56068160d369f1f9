/** Business Profile API `ReviewReply.comment` maximum. */
export const GOOGLE_REPLY_LIMIT_BYTES = 4096;

const encoder = new TextEncoder();

export function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

/** Cut text to at most `limit` UTF-8 bytes on a word boundary, never splitting a character. */
function clipToBytes(text: string, limit: number): string {
  if (utf8Bytes(text) <= limit) return text;
  let out = '';
  let used = 0;
  for (const ch of text) {
    const size = utf8Bytes(ch);
    if (used + size > limit - 3) break;
    out += ch;
    used += size;
  }
  const space = out.lastIndexOf(' ');
  return `${(space > out.length / 2 ? out.slice(0, space) : out).trimEnd()}…`;
}

export interface Part {
  text: string;
  /**
   * When the reply must be shortened, parts with a higher rank are dropped first; 0 is the sentence that names the
   * guest's words, dropped last.
   */
  dropRank: number;
  /**
   * A sentence that only frames the reply (the opening thanks, what was done, the invitation, the closing): the one
   * kind left out when every phrasing repeats the batch or the week. Unset: only `dropRank` 0 is kept.
   */
  frame?: boolean;
}

/** The part to drop first when a reply must be shorter: the highest `dropRank`, the last one on a tie. */
export function leastImportant(parts: readonly Part[]): number {
  let drop = 0;
  for (let i = 1; i < parts.length; i += 1) {
    const candidate = parts[i];
    const current = parts[drop];
    if (candidate && current && candidate.dropRank >= current.dropRank) drop = i;
  }
  return drop;
}

/**
 * Join greeting, body and sign-off, dropping whole body sentences (least important first) until the
 * reply fits Google's byte limit; the greeting and sign-off always stay.
 */
export function assembleReply(
  greeting: string,
  body: Part[],
  signOff: string,
  limit = GOOGLE_REPLY_LIMIT_BYTES,
): string {
  const head = clipToBytes(greeting, 200);
  const tail = clipToBytes(signOff, 400);
  const parts = body.filter((p) => p.text.trim() !== '').map((p) => ({ ...p, text: p.text.trim() }));
  const render = () => [head, parts.map((p) => p.text).join(' '), tail].filter((s) => s !== '').join('\n\n');
  let text = render();
  while (utf8Bytes(text) > limit && parts.length > 1) {
    parts.splice(leastImportant(parts), 1);
    text = render();
  }
  if (utf8Bytes(text) > limit) {
    const room = limit - utf8Bytes(head) - utf8Bytes(tail) - 4;
    const only = parts[0];
    if (only) only.text = clipToBytes(only.text, Math.max(room, 0));
    text = render();
  }
  return utf8Bytes(text) <= limit ? text : clipToBytes(text, limit);
}
