import { Star } from 'lucide-react';
import { useState } from 'react';

type Props = { value: number; onChange: (stars: number) => void };

/** Five star buttons with a hover preview (spec section 4); a radio group for keyboards. */
export function StarInput({ value, onChange }: Props) {
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <div
      role="radiogroup"
      aria-label="Rating"
      className="flex gap-1"
      onMouseLeave={() => setHover(0)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={Math.round(value) === n}
          aria-label={`${n} star${n === 1 ? '' : 's'}`}
          onMouseEnter={() => setHover(n)}
          onClick={() => onChange(n)}
          className="rounded p-1 focus-visible:outline-2 focus-visible:outline-amber-700"
        >
          <Star
            aria-hidden="true"
            data-filled={n <= shown}
            className={`size-8 ${n <= shown ? 'fill-amber-500 text-amber-500' : 'text-stone-400'}`}
          />
        </button>
      ))}
    </div>
  );
}
