import { MessageCircle, Search } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FaqCategorySection } from '../components/faq/FaqCategorySection';
import { countQuestions, filterFaq } from '../components/faq/filter-faq';
import { buttonClass, cardClass, inputClass } from '../components/ui/styles';
import { FAQ_CATEGORIES } from '../content/faq';
import { SUPPORT_RESPONSE_TIME } from '../content/support-contact';
import { useDocumentTitle } from '../hooks/use-document-title';

/** The searchable FAQ: six categories, one answer open at a time (spec section 2, FAQ). */
export default function FaqPage() {
  useDocumentTitle(
    'Frequently Asked Questions',
    'Answers about scanning beer shelves and tap lists, free and premium plans, collections, ratings and your data.',
  );
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();

  const categories = useMemo(() => filterFaq(FAQ_CATEGORIES, query), [query]);
  const found = countQuestions(categories);
  const searching = query.trim() !== '';

  const clearSearch = () => {
    setQuery('');
    searchRef.current?.focus();
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-amber-950">Frequently Asked Questions</h1>
      <p className="mt-3 text-lg text-stone-700">
        Answers to the questions beer lovers ask us most: scanning, plans, your collection and your
        data.
      </p>

      <search className="mt-8 block">
        <label htmlFor={searchId} className="font-semibold text-stone-900">
          Search the FAQ
        </label>
        <div className="relative mt-2">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
          />
          <input
            ref={searchRef}
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search questions and answers"
            autoComplete="off"
            className={`${inputClass} py-3 pl-10`}
          />
        </div>
      </search>
      <p role="status" className="sr-only">
        {searching &&
          (found === 0
            ? 'No questions match your search.'
            : `${found} ${found === 1 ? 'question matches' : 'questions match'} your search.`)}
      </p>

      {found === 0 ? (
        <div className={`${cardClass} mt-8 text-center`}>
          <p className="text-lg font-semibold text-amber-950">No questions found</p>
          <p className="mt-2 text-stone-700">
            Nothing matches “{query.trim()}”. Try other words, or ask us directly.
          </p>
          <button type="button" onClick={clearSearch} className={`${buttonClass.secondary} mt-4`}>
            Clear search
          </button>
        </div>
      ) : (
        <div className="mt-10 space-y-10">
          {categories.map((category) => (
            <FaqCategorySection key={category.id} category={category} />
          ))}
        </div>
      )}

      <section
        aria-labelledby="faq-more-help"
        className="mt-12 rounded-2xl border border-amber-200 bg-amber-50 p-6 text-center sm:p-8"
      >
        <MessageCircle aria-hidden="true" className="mx-auto size-8 text-amber-700" />
        {/* Not a heading: the page's h2s are the categories, so they stay countable while searching. */}
        <p id="faq-more-help" className="mt-3 text-xl font-bold text-amber-950">
          Still have questions?
        </p>
        <p className="mt-2 text-stone-700">
          Our support team answers within {SUPPORT_RESPONSE_TIME}, with priority for Premium
          members.
        </p>
        <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/contact" className={buttonClass.primary}>
            Contact Support
          </Link>
          <Link to="/help" className={buttonClass.secondary}>
            Help Center
          </Link>
        </div>
      </section>
    </div>
  );
}
