import type { FaqCategory } from '../../content/faq';

/** Lower-cased with runs of white space made one space, so "  IPA  glass" finds "ipa glass". */
function normalise(text: string): string {
  return text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The categories and questions whose question or answer contains the query, ignoring case;
 * categories left with no question are dropped. An empty query keeps everything.
 */
export function filterFaq(categories: FaqCategory[], query: string): FaqCategory[] {
  const needle = normalise(query);
  if (!needle) return categories;
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter(
        (item) =>
          normalise(item.question).includes(needle) || normalise(item.answer).includes(needle),
      ),
    }))
    .filter((category) => category.items.length > 0);
}

/** How many questions the categories hold. */
export function countQuestions(categories: FaqCategory[]): number {
  return categories.reduce((sum, category) => sum + category.items.length, 0);
}
