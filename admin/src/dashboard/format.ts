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
