import {
  evaluate,
  loadEvalSentences,
  loadFreshSentences,
  loadRealTest,
  loadRealTune,
  predictGeneric,
  predictOurs,
  type EvalSentence,
} from '../tests/eval/sentiment/sentiment-eval.ts';

/**
 * Prints the strict sentiment evaluation (mixed/neutral count as wrong): `npx tsx scripts/eval-sentiment.ts`.
 * The frozen real test split gets aggregate figures only; the other sets also list what was missed.
 */
const pct = (value: number): string => `${(value * 100).toFixed(1)}%`;

function report(title: string, sentences: EvalSentence[], listMisses: boolean): void {
  const ours = evaluate(sentences, predictOurs);
  const generic = evaluate(sentences, predictGeneric);
  const positives = sentences.filter((s) => s.label === 'positive').length;
  console.log(
    `\n${title}: ${sentences.length} sentences (${positives} positive, ${sentences.length - positives} negative, ${sentences.filter((s) => s.lang === 'es').length} Spanish)`,
  );
  console.log(
    `  Replybook engine   balanced accuracy ${pct(ours.balancedAccuracy)}  (recall +: ${pct(ours.recallPositive)}, −: ${pct(ours.recallNegative)})`,
  );
  console.log(
    `  wink generic only  balanced accuracy ${pct(generic.balancedAccuracy)}  (recall +: ${pct(generic.recallPositive)}, −: ${pct(generic.recallNegative)})`,
  );
  if (!listMisses) return;
  console.log(`  Misclassified by the Replybook engine (${ours.misclassified.length}):`);
  for (const miss of ours.misclassified)
    console.log(`    [${miss.label} → ${miss.predicted} ${miss.score.toFixed(2)}] ${miss.text}`);
}

report('Real Yelp sentences, frozen test split (aggregates only)', loadRealTest(), false);
report('Real Yelp sentences, tune split', loadRealTune(), true);
report('Our development set (rules tuned on it)', loadEvalSentences(), true);
report('Our fresh set (written after the first tuning)', loadFreshSentences(), true);
