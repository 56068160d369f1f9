import {
  evaluate,
  loadEvalSentences,
  loadFreshSentences,
  predictGeneric,
  predictOurs,
  type EvalSentence,
} from '#server/features/brand/eval/sentiment-eval.ts';

/** Prints the sentiment evaluation of issue 5 §1: `npx tsx scripts/eval-sentiment.ts`. */
const pct = (value: number): string => `${(value * 100).toFixed(1)}%`;

function report(title: string, sentences: EvalSentence[]): void {
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
  console.log(`  Misclassified by the Replybook engine (${ours.misclassified.length}):`);
  for (const miss of ours.misclassified)
    console.log(`    [${miss.label} → ${miss.predicted} ${miss.score.toFixed(2)}] ${miss.text}`);
}

report('Development set (rules tuned on it)', loadEvalSentences());
report('Fresh set (written after tuning)', loadFreshSentences());
