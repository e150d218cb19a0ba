import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '../../content/faq';

type Props = { id: string; item: FaqItem; open: boolean; onToggle: () => void };

/** One question: a button in an h3 that shows or hides its answer (the WAI accordion pattern). */
export function FaqQuestion({ id, item, open, onToggle }: Props) {
  const buttonId = `${id}-question`;
  const answerId = `${id}-answer`;
  return (
    <li className="border-b border-amber-100 last:border-b-0">
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={answerId}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-4 px-4 py-4 text-left font-semibold text-amber-950 hover:bg-amber-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-700 sm:px-6"
        >
          <span>{item.question}</span>
          <ChevronDown
            aria-hidden="true"
            className={`mt-0.5 size-5 shrink-0 text-amber-700 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div
        id={answerId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className="px-4 pb-5 text-stone-800 sm:px-6"
      >
        <p>{item.answer}</p>
      </div>
    </li>
  );
}
