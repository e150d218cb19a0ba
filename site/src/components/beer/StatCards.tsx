type Stat = { label: string; value: string | number };

/** The row of stats cards above the collection and the ratings. */
export function StatCards({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((s) => (
        <div key={s.label} className="rounded-xl border border-amber-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-stone-600">{s.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-amber-950">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Grey placeholders while a list loads (spec: eight on the collection, five on ratings). */
export function Skeletons({ count, className }: { count: number; className: string }) {
  return (
    <div role="status" aria-label="Loading" className={className}>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="skeleton"
          className="h-40 animate-pulse rounded-xl bg-amber-100/70"
        />
      ))}
    </div>
  );
}
