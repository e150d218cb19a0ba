import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  CUSTOM_CATEGORY_COLOR,
  CUSTOM_CATEGORY_DESCRIPTION,
  QUICK_CATEGORIES,
} from '@common/domain/collection';
import type { Category } from '@common/schemas/collection';
import { toast } from '../../hooks/use-toast';
import { buttonClass, cardClass, inputClass } from '../ui/styles';
import { CATEGORIES_KEY, createCategory } from './api';

type Props = { categories: Category[]; premium: boolean };

/** Quick categories for everyone; custom ones (any name) are Premium (spec section 6). */
export function CategoriesPanel({ categories, premium }: Props) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: createCategory,
    onSuccess: async () => {
      setName('');
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY });
      toast({
        title: 'Category created',
        description: 'Your new collection category has been created.',
      });
    },
    onError: (err) => toast({ title: 'Error', description: err.message, variant: 'destructive' }),
  });
  const have = new Set(categories.map((c) => c.name.toLowerCase()));
  const quick = QUICK_CATEGORIES.filter((q) => !have.has(q.name.toLowerCase()));

  return (
    <section aria-labelledby="categories-heading" className={cardClass}>
      <h2 id="categories-heading" className="text-lg font-bold text-amber-950">
        Categories
      </h2>
      {categories.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {categories.map((c) => (
            <li
              key={c.id}
              className="flex items-center gap-2 rounded-full border border-stone-200 px-3 py-1 text-sm"
            >
              <span
                aria-hidden="true"
                className="size-3 rounded-full"
                style={{ background: c.color }}
              />
              {c.name} <span className="text-stone-600">({c.itemCount})</span>
            </li>
          ))}
        </ul>
      )}
      {quick.length > 0 && (
        <div className="mt-4">
          <p className="text-sm font-medium text-stone-800">Quick categories</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {quick.map((q) => (
              <button
                key={q.name}
                type="button"
                className={buttonClass.secondary}
                disabled={create.isPending}
                onClick={() =>
                  create.mutate({ name: q.name, description: q.description, color: q.color })
                }
              >
                <Plus aria-hidden="true" className="size-4" /> {q.name}
              </button>
            ))}
          </div>
        </div>
      )}
      <div className="mt-4">
        {premium ? (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim()) {
                create.mutate({
                  name: name.trim(),
                  description: CUSTOM_CATEGORY_DESCRIPTION,
                  color: CUSTOM_CATEGORY_COLOR,
                });
              }
            }}
          >
            <div className="flex-1">
              <label htmlFor="custom-category" className="block text-sm font-medium text-stone-900">
                Custom category name
              </label>
              <input
                id="custom-category"
                value={name}
                maxLength={50}
                onChange={(e) => setName(e.target.value)}
                className={inputClass}
              />
            </div>
            {name.trim() && (
              <button type="submit" className={buttonClass.primary} disabled={create.isPending}>
                Create &ldquo;{name.trim()}&rdquo;
              </button>
            )}
          </form>
        ) : (
          <p className="text-sm text-stone-700">
            Custom categories come with Premium.{' '}
            <Link to="/profile?tab=premium" className="font-semibold text-amber-800 underline">
              Upgrade to Premium
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
