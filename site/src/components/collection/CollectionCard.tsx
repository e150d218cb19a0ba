import { Info, Star, Trash2 } from 'lucide-react';
import type { Category, CollectionItem } from '@common/schemas/collection';
import { RatingLine } from '../beer/RatingLine';
import { CollectionNotes } from './CollectionNotes';
import { buttonClass } from '../ui/styles';

type Props = {
  item: CollectionItem;
  categories: Category[];
  onRemove: () => void;
  onRate: () => void;
  onDetails: () => void;
  onCategory: (categoryId: string | null) => void;
};

/** One saved beer: its facts, honest rating, category, and its actions. */
export function CollectionCard({ item, categories, ...on }: Props) {
  const category = categories.find((c) => c.id === item.categoryId);
  const selectId = `category-${item.id}`;
  return (
    <article
      aria-label={item.name}
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-white p-4 shadow-sm"
      style={category ? { borderTop: `4px solid ${category.color}` } : undefined}
    >
      <div className="min-w-0">
        <h2 className="truncate text-lg font-bold text-amber-950">{item.name}</h2>
        <p className="truncate text-sm text-stone-700">{item.brewery}</p>
        <p className="text-sm text-stone-600">
          {item.style ?? 'Style unknown'}
          {item.abv !== null ? ` · ${item.abv}% ABV` : ''}
        </p>
      </div>
      <RatingLine {...item} />
      <CollectionNotes item={item} />
      {categories.length > 0 && (
        <div>
          <label htmlFor={selectId} className="text-xs font-medium text-stone-700">
            Category
          </label>
          <select
            id={selectId}
            value={item.categoryId ?? ''}
            onChange={(e) => on.onCategory(e.target.value || null)}
            className="block w-full rounded-lg border border-stone-300 bg-white px-2 py-1 text-sm"
          >
            <option value="">No category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <button type="button" className={buttonClass.ghost} onClick={on.onRate}>
          <Star aria-hidden="true" className="size-4" /> Rate
        </button>
        <button type="button" className={buttonClass.ghost} onClick={on.onDetails}>
          <Info aria-hidden="true" className="size-4" /> Details
        </button>
        <button
          type="button"
          className={`${buttonClass.ghost} text-red-800 hover:bg-red-50`}
          onClick={on.onRemove}
          aria-label={`Remove ${item.name}`}
        >
          <Trash2 aria-hidden="true" className="size-4" /> Remove
        </button>
      </div>
    </article>
  );
}
