/** The BeerScout mug (site/public/favicon.svg), inline so the console needs no extra request. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M46 22h5a7 7 0 0 1 7 7v10a7 7 0 0 1-7 7h-5v-6h5a1 1 0 0 0 1-1V29a1 1 0 0 0-1-1h-5z"
        fill="#78350f"
      />
      <path d="M12 18h34l-3 40a4 4 0 0 1-4 4H19a4 4 0 0 1-4-4z" fill="#f59e0b" />
      <path d="M12 18h34l-.7 9H12.7z" fill="#fffbeb" />
      <circle cx="18" cy="14" r="7" fill="#fffbeb" />
      <circle cx="29" cy="11" r="8" fill="#fffbeb" />
      <circle cx="40" cy="14" r="7" fill="#fffbeb" />
      <path
        d="M22 34v18M30 34v18M38 34v18"
        stroke="#d97706"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
