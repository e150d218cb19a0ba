/** 0.456 → "46%"; no scans yet → "—". */
export const percent = (share: number | null) =>
  share === null ? '—' : `${Math.round(share * 100)}%`;

/** "2026-11-05" → "Nov 5" (UTC, as the server counts days). */
export const shortDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** "2026-11" → "Nov 2026" (a UTC calendar month, as the server counts revenue). */
export const shortMonth = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** 124800, "usd" → "$1,248.00": Stripe amounts are in the currency's smallest unit. */
export const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

/** { eur: 400, usd: 1747 } → "€4.00 · $17.47"; nothing paid → "$0.00". */
export const moneyTotals = (totals: Record<string, number>) => {
  const entries = Object.entries(totals);
  return entries.length
    ? entries.map(([c, cents]) => money(cents, c)).join(' · ')
    : money(0, 'usd');
};
