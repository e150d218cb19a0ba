import type { Box, Recognition } from './recognizer-port';
import type { SceneKind, SceneTruth } from './scenes/types';

/** Ground truth with this run's catalogue uuids filled in (null: a product in no catalogue). */
export type ResolvedTruth = Omit<SceneTruth, 'products'> & {
  products: (SceneTruth['products'][number] & { beerId: string | null })[];
};

export type Named = { beerId: string | null; brewery: string; name: string };

export type SceneResult = {
  file: string;
  kind: SceneKind;
  megapixels: number;
  ms: number;
  present: number;
  reported: number;
  correct: number;
  /** Correct beers with a box on one of their true boxes / correct beers. */
  boxHits: number;
  misses: Named[];
  falsePositives: Named[];
  /** One catalogue beer alone in the photo: was it the most confident beer identified? */
  top1: boolean | null;
  /** The same, also counting the first best guess when nothing was identified. */
  top1WithGuesses: boolean | null;
  /** Distinct best-guess beers shown, and how many of them are in the photo. */
  guesses: number;
  guessesRight: number;
  /** Each best guess shown, with its confidence and whether it is in the photo (for --json). */
  guessed: (Named & { confidence: number; right: boolean })[];
  /** photo-real: what makes the photo hard, from the ground truth. */
  effects?: string[];
  error?: string;
};

const area = (b: Box) => Math.max(0, b[2]) * Math.max(0, b[3]);
function intersection(a: Box, b: Box): number {
  const w = Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Loose box agreement: most of the smaller box lies in the larger, and the reported box is not
 * a blanket over half the image (a text-line box inside a label counts as a hit).
 */
export function boxesAgree(reported: Box, truth: Box): boolean {
  const small = Math.min(area(reported), area(truth));
  return (
    small > 0 && intersection(reported, truth) / small >= 0.3 && area(reported) <= 20 * area(truth)
  );
}

/** Scores one scene by beerId; each distinct beer counts once however many facings it has. */
export function scoreScene(truth: ResolvedTruth, rec: Recognition, ms: number): SceneResult {
  const present = new Map(truth.products.filter((p) => p.beerId).map((p) => [p.beerId!, p]));
  const reported = new Map<string, Recognition['beers'][number]>();
  for (const b of rec.beers) {
    const seen = reported.get(b.beerId);
    reported.set(b.beerId, seen ? { ...seen, boxes: [...seen.boxes, ...b.boxes] } : b);
  }
  let correct = 0;
  let boxHits = 0;
  const falsePositives: Named[] = [];
  for (const [id, b] of reported) {
    const p = present.get(id);
    if (!p) {
      falsePositives.push({ beerId: id, brewery: b.brewery, name: b.name });
      continue;
    }
    correct++;
    if (b.boxes.some((rb) => p.boxes.some((tb) => boxesAgree(rb, tb)))) boxHits++;
  }
  // Best first: the recogniser's order is not promised, its confidence is.
  const byConfidence = <T extends { confidence: number }>(xs: T[]) =>
    [...xs].sort((a, b) => b.confidence - a.confidence);
  const guessIds = new Set((rec.guesses ?? []).map((g) => g.beerId));
  const onlyBeer = truth.products.length === 1 ? truth.products[0]!.beerId : null;
  const topBeer = byConfidence(rec.beers)[0]?.beerId;
  const topGuess = byConfidence(rec.guesses ?? [])[0]?.beerId;
  const misses = [...present.values()]
    .filter((p) => !reported.has(p.beerId!))
    .map((p) => ({ beerId: p.beerId, brewery: p.brewery, name: p.name }));
  return {
    file: truth.file,
    kind: truth.kind,
    megapixels: Math.round((truth.width * truth.height) / 1e5) / 10,
    ms,
    present: present.size,
    reported: reported.size,
    correct,
    boxHits,
    misses,
    falsePositives,
    top1: onlyBeer ? topBeer === onlyBeer : null,
    top1WithGuesses: onlyBeer ? (topBeer ?? topGuess) === onlyBeer : null,
    guesses: guessIds.size,
    guessesRight: [...guessIds].filter((id) => present.has(id)).length,
    guessed: (rec.guesses ?? []).map((g) => ({
      beerId: g.beerId,
      brewery: g.brewery,
      name: g.name,
      confidence: g.confidence,
      right: present.has(g.beerId),
    })),
    ...(truth.effects ? { effects: truth.effects } : {}),
  };
}

/** Nearest-rank percentile; NaN for no samples. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

export type KindSummary = {
  kind: SceneKind;
  scenes: number;
  present: number;
  reported: number;
  correct: number;
  precision: number;
  recall: number;
  boxShare: number;
  p50: number;
  p90: number;
  p50At12MP: number;
  peakRssMb: number;
  errors: number;
  /** Photos of one catalogue beer alone, and the share whose beer was named first. */
  singles: number;
  top1: number;
  top1WithGuesses: number;
  /** Share of best guesses that were a beer in the photo (NaN: no guesses shown). */
  guessAccuracy: number;
};

export function summarise(kind: SceneKind, results: SceneResult[], peakRssMb: number): KindSummary {
  const sum = (f: (r: SceneResult) => number) => results.reduce((n, r) => n + f(r), 0);
  const ok = results.filter((r) => !r.error);
  const present = sum((r) => r.present);
  const reported = sum((r) => r.reported);
  const correct = sum((r) => r.correct);
  const singles = results.filter((r) => r.top1 !== null);
  return {
    kind,
    scenes: results.length,
    present,
    reported,
    correct,
    // No reports at all is vacuously precise; recall then shows the failure.
    precision: reported ? correct / reported : 1,
    recall: present ? correct / present : NaN,
    boxShare: correct ? sum((r) => r.boxHits) / correct : NaN,
    p50: percentile(
      ok.map((r) => r.ms),
      50,
    ),
    p90: percentile(
      ok.map((r) => r.ms),
      90,
    ),
    p50At12MP: percentile(
      ok.filter((r) => r.megapixels >= 11.5).map((r) => r.ms),
      50,
    ),
    peakRssMb,
    errors: results.length - ok.length,
    singles: singles.length,
    top1: singles.length ? singles.filter((r) => r.top1).length / singles.length : NaN,
    top1WithGuesses: singles.length
      ? singles.filter((r) => r.top1WithGuesses).length / singles.length
      : NaN,
    guessAccuracy: sum((r) => r.guesses) ? sum((r) => r.guessesRight) / sum((r) => r.guesses) : NaN,
  };
}
