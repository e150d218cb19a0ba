import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '../../content/faq';

/**
 * One question: a native disclosure, so a tap opens its answer even before the prerendered
 * page's scripts have run. The questions share a `name`, so opening one closes the one open.
 */
export function FaqQuestion({ id, item }: { id: string; item: FaqItem }) {
  return (
    <li className="border-b border-amber-100 last:border-b-0">
      <details id={id} name="faq-answer" className="group">
        <summary className="flex w-full cursor-pointer list-none items-start justify-between gap-4 px-4 py-4 text-left font-semibold text-amber-950 hover:bg-amber-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-700 sm:px-6 [&::-webkit-details-marker]:hidden">
          <h3>{item.question}</h3>
          <ChevronDown
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-amber-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div className="px-4 pb-5 text-stone-800 sm:px-6">
          <p>{item.answer}</p>
        </div>
      </details>
    </li>
  );
}
