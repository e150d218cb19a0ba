/**
 * The footer's "© <year> BeerScout", in the reader's current year. A page prerendered on the
 * server just before New Year can say the old year: the elements showing it set
 * suppressHydrationWarning, so hydration keeps the server's text instead of logging an error.
 */
export const copyright = () => `© ${new Date().getFullYear()} BeerScout`;
