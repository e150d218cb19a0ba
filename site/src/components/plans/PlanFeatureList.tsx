import { Check } from 'lucide-react';

/** A plan's features, each with a green tick. */
export function PlanFeatureList({
  features,
  className = '',
}: {
  features: readonly string[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {features.map((f) => (
        <li key={f} className="flex items-start gap-2 text-stone-800">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          {f}
        </li>
      ))}
    </ul>
  );
}
