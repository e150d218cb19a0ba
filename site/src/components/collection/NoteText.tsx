import { useId, useLayoutEffect, useRef, useState } from 'react';

/**
 * A tasting note on a collection card: four lines keep the cards even, and a note that runs
 * longer gets "Show the whole note", so the person can read what they wrote without editing it.
 */
export function NoteText({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const [whole, setWhole] = useState(false);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || whole) return;
    // Measured, not guessed from the length: how many lines fit depends on the card's width.
    const measure = () => setCut(el.scrollHeight > el.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text, whole]);

  return (
    <>
      <p
        id={id}
        ref={ref}
        className={`${whole ? '' : 'line-clamp-4 '}break-words whitespace-pre-line text-stone-900`}
      >
        {text}
      </p>
      {(cut || whole) && (
        <button
          type="button"
          aria-expanded={whole}
          aria-controls={id}
          onClick={() => setWhole((w) => !w)}
          className="block font-semibold text-amber-900 underline hover:text-amber-700"
        >
          {whole ? 'Show less' : 'Show the whole note'}
        </button>
      )}
    </>
  );
}
