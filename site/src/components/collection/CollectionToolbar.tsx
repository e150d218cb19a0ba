import { Search } from 'lucide-react';
import {
  COLLECTION_FILTER_LABELS,
  COLLECTION_FILTERS,
  COLLECTION_SORT_LABELS,
  COLLECTION_SORTS,
  type CollectionFilter,
  type CollectionSort,
} from '@common/domain/collection';
import type { Category } from '@common/schemas/collection';
import { buttonClass, inputClass } from '../ui/styles';

export type CollectionView = {
  filter: CollectionFilter;
  sort: CollectionSort;
  q: string;
  categoryId: string;
};

type Props = {
  view: CollectionView;
  categories: Category[];
  onChange: (view: CollectionView) => void;
};

const labelClass = 'block text-sm font-medium text-stone-900';

/** Search, filter (spec section 9's list), category, sort, and Clear filters. */
export function CollectionToolbar({ view, categories, onChange }: Props) {
  const set = (patch: Partial<CollectionView>) => onChange({ ...view, ...patch });
  const filtered = view.q !== '' || view.filter !== 'all' || view.categoryId !== '';
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
      <div>
        <label htmlFor="collection-search" className={labelClass}>
          Search
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-2.5 left-3 size-5 text-stone-500"
          />
          <input
            id="collection-search"
            type="search"
            placeholder="Name, brewery or style"
            value={view.q}
            onChange={(e) => set({ q: e.target.value })}
            className={`${inputClass} pl-10`}
          />
        </div>
      </div>
      <div>
        <label htmlFor="collection-filter" className={labelClass}>
          Filter
        </label>
        <select
          id="collection-filter"
          value={view.filter}
          onChange={(e) => set({ filter: e.target.value as CollectionFilter })}
          className={inputClass}
        >
          {COLLECTION_FILTERS.map((f) => (
            <option key={f} value={f}>
              {COLLECTION_FILTER_LABELS[f]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="collection-category" className={labelClass}>
          Category
        </label>
        <select
          id="collection-category"
          value={view.categoryId}
          onChange={(e) => set({ categoryId: e.target.value })}
          className={inputClass}
        >
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="collection-sort" className={labelClass}>
          Sort by
        </label>
        <select
          id="collection-sort"
          value={view.sort}
          onChange={(e) => set({ sort: e.target.value as CollectionSort })}
          className={inputClass}
        >
          {COLLECTION_SORTS.map((s) => (
            <option key={s} value={s}>
              {COLLECTION_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={!filtered}
        onClick={() => set({ q: '', filter: 'all', categoryId: '' })}
      >
        Clear filters
      </button>
    </div>
  );
}
