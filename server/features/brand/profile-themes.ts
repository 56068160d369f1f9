import type { Aspect, Theme } from '#contracts/brand.ts';
import type { Review } from '#contracts/places.ts';
import type { ReviewAnalysis } from './review-analysis.ts';
import { complaintTopic, cueIndex, isBroadTopic, mentionsTheme, strengthTopic, themeDefinition } from './theme-cues.ts';

/** A profile's recurring strengths and complaints, each with its count and best quote. */

const EVIDENCE_MAX = 200;
const MAX_THEMES = 8;

/** Trims to at most `max` characters at a word boundary, adding an ellipsis when cut. */
export function trimAtWord(text: string, max = EVIDENCE_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = (lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.\-–—]+$/, '');
  return `${base}…`;
}

interface ThemeAccumulator {
  topic: string;
  aspect: Aspect;
  label: string;
  reviews: Set<number>;
  best: { weight: number; evidence: string; author: string } | null;
}

/**
 * The quote for a theme from one sentence: the sentence itself when it fits, else the clause where the theme's cue
 * is, so a long sentence never loses the words that make it evidence. null when the sentence does not mention it.
 */
function evidenceFor(topic: string, sentence: string, max = EVIDENCE_MAX): string | null {
  const clean = sentence.replace(/\s+/g, ' ').trim();
  const at = cueIndex(topic, clean);
  if (at < 0) return null;
  const whole = trimAtWord(clean, max);
  if (mentionsTheme(topic, whole)) return whole;
  // Start at the clause boundary before the cue ("…, then the fries came out cold").
  const before = clean.slice(0, at);
  const boundary = Math.max(before.lastIndexOf(', '), before.lastIndexOf('; '), before.lastIndexOf(' — '));
  const from = boundary >= 0 && at - boundary < max / 2 ? boundary + 2 : Math.max(0, at - Math.floor(max / 4));
  const space = from > 0 ? clean.indexOf(' ', from - 1) : -1;
  const tail = clean.slice(space >= 0 && space < at ? space + 1 : from).trim();
  const quote = `…${trimAtWord(tail, max - 1)}`;
  return mentionsTheme(topic, quote) ? quote : null;
}

function topicFor(kind: 'strength' | 'complaint', aspect: Aspect, tag: string | undefined): string | null {
  return kind === 'strength' ? strengthTopic(aspect) : complaintTopic(aspect, tag);
}

/**
 * Groups reviews into themes, one vote per review and theme. Complaints are grouped by the specific pattern that
 * fired ("Dishes arriving cold") when there is one, otherwise by aspect. A review counts towards a theme only when
 * the sentence that judged it mentions the theme (one of its cues), and only such a sentence can be its quote, so
 * the label, the count and the quote agree. The strongest quote wins, ties going to the earlier review.
 */
export function collectThemes(
  analyses: ReviewAnalysis[],
  reviews: Review[],
  kind: 'strength' | 'complaint',
): ThemeAccumulator[] {
  const sign = kind === 'strength' ? 1 : -1;
  const wanted = kind === 'strength' ? 'positive' : 'negative';
  const themes = new Map<string, ThemeAccumulator>();
  analyses.forEach((analysis, index) => {
    const review = reviews[index];
    if (review === undefined) return;
    // A sentence that names a specific pattern ("overcharged for a bottle of wine") is about that pattern, not about
    // every broad aspect it touches: it is no evidence of "disappointing drinks".
    const specificSentences = new Set(
      analysis.hits
        .filter((hit) => hit.weight * sign > 0 && hit.tag !== undefined)
        .filter((hit) => {
          const topic = topicFor(kind, hit.aspect, hit.tag);
          return (
            topic !== null && topic !== topicFor(kind, hit.aspect, undefined) && mentionsTheme(topic, hit.sentence)
          );
        })
        .map((hit) => hit.sentence),
    );
    for (const item of analysis.insight.aspects) {
      if (item.aspect === 'staff' || item.aspect === 'signature' || item.sentiment !== wanted) continue;
      const aspectTopic = topicFor(kind, item.aspect, undefined);
      if (aspectTopic === null) continue;
      const hits = analysis.hits.filter((hit) => hit.aspect === item.aspect && hit.weight * sign > 0);
      // A specific pattern that the sentence really mentions says more than the aspect: "cold" beats "food".
      const specific = hits
        .map((hit) => ({ hit, topic: topicFor(kind, item.aspect, hit.tag) ?? aspectTopic }))
        .filter(({ hit, topic }) => topic !== aspectTopic && mentionsTheme(topic, hit.sentence));
      const chosen =
        specific.length > 0
          ? specific
          : hits
              .map((hit) => ({ hit, topic: aspectTopic }))
              .filter(
                ({ hit }) =>
                  !(isBroadTopic(aspectTopic) && specificSentences.has(hit.sentence)) &&
                  mentionsTheme(aspectTopic, hit.sentence),
              );
      for (const { hit, topic } of chosen) {
        const definition = themeDefinition(topic);
        if (definition === undefined) continue;
        const theme = themes.get(topic) ?? {
          topic,
          aspect: item.aspect,
          label: definition.label,
          reviews: new Set<number>(),
          best: null,
        };
        theme.reviews.add(index);
        themes.set(topic, theme);
        const evidence = evidenceFor(topic, hit.sentence);
        if (evidence === null) continue;
        // A quote about this theme alone beats a stronger one that lists five things.
        const spread = new Set(
          analysis.hits.filter((other) => other.sentence === hit.sentence).map((other) => other.aspect),
        ).size;
        const strength = (hit.weight * sign) / Math.sqrt(Math.max(1, spread));
        if (theme.best === null || strength > theme.best.weight)
          theme.best = { weight: strength, evidence, author: review.authorName };
      }
    }
  });
  return [...themes.values()];
}

export function toThemes(themes: ThemeAccumulator[], analysed: number, minCount: number): Theme[] {
  const list = themes.filter((theme) => theme.best !== null && theme.reviews.size >= minCount);
  list.sort((a, b) => b.reviews.size - a.reviews.size || a.label.localeCompare(b.label));
  return list.slice(0, MAX_THEMES).map((theme) => ({
    aspect: theme.aspect,
    label: theme.label,
    share: analysed === 0 ? 0 : Math.round((theme.reviews.size / analysed) * 1000) / 1000,
    count: theme.reviews.size,
    evidence: theme.best?.evidence ?? '',
    evidenceAuthor: theme.best?.author ?? '',
    topic: theme.topic,
  }));
}
