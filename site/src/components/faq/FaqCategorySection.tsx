import type { FaqCategory } from '../../content/faq';
import { FaqQuestion } from './FaqQuestion';

/** "How do I rate a beer?" → "faq-how-do-i-rate-a-beer": an id that stays put while searching. */
function slug(question: string): string {
  return `faq-${question
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/** A category of the FAQ: its heading with the number of questions shown, then the questions. */
export function FaqCategorySection({ category }: { category: FaqCategory }) {
  const headingId = `faq-category-${category.id}`;
  const count = category.items.length;
  return (
    <section aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold text-amber-950"
      >
        {category.title}{' '}
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900">
          {count} {count === 1 ? 'question' : 'questions'}
        </span>
      </h2>
      <ul className="mt-4 rounded-xl border border-amber-200 bg-white shadow-sm">
        {/* Questions are unique across the FAQ, so a question names its item. */}
        {category.items.map((item) => (
          <FaqQuestion key={item.question} id={slug(item.question)} item={item} />
        ))}
      </ul>
    </section>
  );
}
