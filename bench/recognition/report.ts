import type { KindSummary, SceneResult } from './score';
import { percentile } from './score';
import { inventedOnly } from './scenes/types';

/** The issues' targets (recognition, and issue 13 for photo-real and taps ≥ 88%). */
export const TARGETS = {
  precision: 0.97,
  recall: { shelf: 0.92, board: 0.92, photo: 0.92, tap: 0.88, 'photo-real': 0.92 } as Record<
    string,
    number
  >,
  /** Single-bottle photo-real scenes: the beer named first, identified / also as a best guess. */
  top1: { 'photo-real': 0.8 } as Record<string, number>,
  top1WithGuesses: { 'photo-real': 0.9 } as Record<string, number>,
  p50At12MPMs: 1500,
  peakRssMb: 1024,
};

const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(1)}%` : '—');
const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)}` : '—');

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '),
    )
    .join('\n');
}

export function formatSummary(summaries: KindSummary[]): string {
  const head = [
    'kind',
    'scenes',
    'present',
    'reported',
    'correct',
    'precision',
    'recall',
    'box ok',
    'p50 ms',
    'p90 ms',
    'p50 12MP',
    'peak RSS MB',
    'errors',
    'top-1',
    'top-1 +guess',
    'guess ok',
  ];
  const rows = summaries.map((s) => [
    s.kind,
    `${s.scenes}`,
    `${s.present}`,
    `${s.reported}`,
    `${s.correct}`,
    pct(s.precision),
    pct(s.recall),
    pct(s.boxShare),
    ms(s.p50),
    ms(s.p90),
    ms(s.p50At12MP),
    `${s.peakRssMb}`,
    `${s.errors}`,
    s.singles ? `${pct(s.top1)} of ${s.singles}` : '—',
    s.singles ? pct(s.top1WithGuesses) : '—',
    pct(s.guessAccuracy),
  ]);
  return table([head, ...rows]);
}

export type TargetCheck = { target: string; value: string; pass: boolean };

export function checkTargets(
  summaries: KindSummary[],
  results: SceneResult[],
  peakRssMb: number,
): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const s of summaries) {
    if (inventedOnly(s.kind)) {
      checks.push({
        target: `${s.kind} scenes: 0 beers reported`,
        value: `${s.reported}`,
        pass: s.reported === 0,
      });
      continue;
    }
    checks.push({
      target: `${s.kind} precision ≥ ${pct(TARGETS.precision)}`,
      value: pct(s.precision),
      pass: s.precision >= TARGETS.precision,
    });
    const r = TARGETS.recall[s.kind]!;
    checks.push({
      target: `${s.kind} recall ≥ ${pct(r)}`,
      value: pct(s.recall),
      pass: s.recall >= r,
    });
    const t1 = TARGETS.top1[s.kind];
    const t1g = TARGETS.top1WithGuesses[s.kind];
    if (t1 !== undefined && s.singles) {
      checks.push({
        target: `${s.kind} top-1 of single bottles ≥ ${pct(t1)} (identified only)`,
        value: pct(s.top1),
        pass: s.top1 >= t1,
      });
    }
    if (t1g !== undefined && s.singles) {
      checks.push({
        target: `${s.kind} top-1 of single bottles ≥ ${pct(t1g)} counting best guesses`,
        value: pct(s.top1WithGuesses),
        pass: s.top1WithGuesses >= t1g,
      });
    }
  }
  const big = results.filter((r) => !r.error && r.megapixels >= 11.5).map((r) => r.ms);
  const p50 = percentile(big, 50);
  checks.push({
    target: `p50 latency of 12 MP photos ≤ ${TARGETS.p50At12MPMs} ms (${big.length} photos)`,
    value: `${ms(p50)} ms`,
    pass: p50 <= TARGETS.p50At12MPMs,
  });
  checks.push({
    target: `peak RSS ≤ ${TARGETS.peakRssMb} MB`,
    value: `${peakRssMb} MB`,
    pass: peakRssMb <= TARGETS.peakRssMb,
  });
  return checks;
}

export const formatTargets = (checks: TargetCheck[]) =>
  checks.map((c) => `${c.pass ? 'PASS' : 'FAIL'}  ${c.target}: ${c.value}`).join('\n');

/** Misses and false positives, scene by scene, to tune the recogniser against. */
export function formatErrors(results: SceneResult[], limit: number): string {
  const lines: string[] = [];
  for (const r of results) {
    if (r.error) lines.push(`${r.file}  ERROR ${r.error}`);
    const why = r.effects ? `  [${r.effects.join(', ')}]` : '';
    for (const m of r.misses) lines.push(`${r.file}  missed  ${m.brewery} — ${m.name}${why}`);
    for (const f of r.falsePositives) {
      lines.push(`${r.file}  wrong   got ${f.brewery} — ${f.name}`);
    }
  }
  const shown = lines.slice(0, limit);
  if (lines.length > limit) shown.push(`… and ${lines.length - limit} more (--json has them all)`);
  return shown.join('\n');
}
