import type { ImageType } from '@common/plans';

const OPTIONS: { value: ImageType; label: string; hint: string }[] = [
  { value: 'shelf', label: 'Beer Shelf', hint: 'Bottles and cans on store shelves' },
  { value: 'tap', label: 'Beer Taps', hint: 'Draft beers at bars' },
];

type Props = { value: ImageType; onChange: (value: ImageType) => void; disabled?: boolean };

/** Shelf or taps: tells the analysis what kind of photo it is reading. */
export function ScanTypeToggle({ value, onChange, disabled }: Props) {
  return (
    <div role="group" aria-label="What are you scanning?" className="grid grid-cols-2 gap-2">
      {OPTIONS.map((o) => {
        const active = o.value === value;
        return (
          <button
            key={o.value}
            type="button"
            aria-pressed={active}
            disabled={disabled}
            onClick={() => onChange(o.value)}
            className={`rounded-xl border-2 p-3 text-left transition-colors ${
              active
                ? 'border-amber-700 bg-amber-100 text-amber-950'
                : 'border-amber-200 bg-white text-stone-800 hover:border-amber-400'
            }`}
          >
            <span className="block font-semibold">{o.label}</span>
            <span className="block text-xs text-stone-700">{o.hint}</span>
          </button>
        );
      })}
    </div>
  );
}
