/** How long a guest says they waited, and the words a reply owns that wait in. */

/** The wait the guest says they had (not the one they were quoted), in minutes, if any. */
export function minutesWaited(said: string): number | null {
  // "half an hour" is thirty minutes, not the hour its last words name; "a 45 minute table limit" is no wait.
  const folded = said
    .replace(/\bhalf an? hour\b/g, '30 min')
    .replace(/\b\d{1,3}[- ]?(?:min\w*|hours?|hrs?) (?:table |time |sitting )?limit\b/g, 'limit');
  const waits: number[] = [];
  for (const m of folded.matchAll(/(\d{1,3})\s*(?:\+\s*)?(?:min|mins|minute|minutes)\b/g)) {
    const quoted =
      /(?:told|quoted|said|promised|estimated|supposed to be|would be|just)\s+(?:it would be\s+|us\s+)?(?:about\s+|like\s+)?$/.test(
        folded.slice(Math.max(0, (m.index ?? 0) - 30), m.index),
      );
    if (!quoted) waits.push(Number(m[1]));
  }
  for (const m of folded.matchAll(
    /(\d{1,2}(?:\.\d)?|an?|one|two|three)\s*(?:\+\s*)?(?:hours?|hrs?)\b(?:\s*(\d{1,2})\s*min)?/g,
  )) {
    const n =
      m[1] === 'a' || m[1] === 'an' || m[1] === 'one' ? 1 : m[1] === 'two' ? 2 : m[1] === 'three' ? 3 : Number(m[1]);
    waits.push(n * 60 + Number(m[2] ?? 0));
  }
  const over = /over an hour|more than an hour|hour and a half/.test(folded);
  if (over) waits.push(61);
  const real = waits.filter((n) => n >= 10 && n <= 360);
  return real.length === 0 ? null : Math.max(...real);
}

/** "the 40-minute wait", "the wait of over an hour", "the long wait". */
export function waitNoun(folded: string): string {
  const minutes = minutesWaited(folded);
  if (minutes === null) return 'the long wait';
  // "half an hour" said back in the guest's words, never as a number they did not write.
  const half = /\b(over|more than|almost|nearly|about|close to)? ?half an? hour/.exec(folded);
  if (half && minutes === 30) return half[1] ? `the wait of ${half[1]} half an hour` : 'the half-hour wait';
  if (/\ban hour and a half\b/.test(folded)) return 'the wait of an hour and a half';
  const hour = /(over|more than|almost|nearly|about|close to) an hour/.exec(folded)?.[1];
  if (hour) return `the wait of ${hour} an hour`;
  if (minutes >= 60) return minutes === 60 && /\ban hour\b/.test(folded) ? 'the hour-long wait' : 'the long wait';
  const almost = /(almost|nearly|about|over|close to) \d{2,3}\s*(?:min|minutes)/.exec(folded)?.[1];
  return almost ? `the wait of ${almost} ${minutes} minutes` : `the ${minutes}-minute wait`;
}
