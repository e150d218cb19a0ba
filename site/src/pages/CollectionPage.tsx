import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Beer } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { applyCollectionView, collectionStats } from '@common/domain/collection';
import { BeerDetailsDialog } from '../components/beer/BeerDetailsDialog';
import { Skeletons, StatCards } from '../components/beer/StatCards';
import { StyleRecommendations } from '../components/beer/StyleRecommendations';
import {
  assignCategory,
  CATEGORIES_KEY,
  COLLECTION_KEY,
  fetchCategories,
  fetchCollection,
} from '../components/collection/api';
import { CategoriesPanel } from '../components/collection/CategoriesPanel';
import { CollectionCard } from '../components/collection/CollectionCard';
import { CollectionToolbar, type CollectionView } from '../components/collection/CollectionToolbar';
import { PremiumPanel } from '../components/collection/PremiumPanel';
import { removeBeerWithUndo, usePendingRemovals } from '../components/collection/remove-beer';
import { RatingDialog } from '../components/ratings/RatingDialog';
import { buttonClass } from '../components/ui/styles';
import { useAuth } from '../hooks/use-auth';
import { useDocumentTitle } from '../hooks/use-document-title';
import { toast } from '../hooks/use-toast';

type Selected = { id: string; name: string } | null;

export default function CollectionPage() {
  useDocumentTitle('My Collection');
  const { user } = useAuth();
  const may = user?.entitlements;
  const queryClient = useQueryClient();
  const collection = useQuery({ queryKey: COLLECTION_KEY, queryFn: fetchCollection });
  const categories = useQuery({ queryKey: CATEGORIES_KEY, queryFn: fetchCategories });
  const [view, setView] = useState<CollectionView>({
    filter: 'all',
    sort: 'recent',
    q: '',
    categoryId: '',
  });
  const [rating, setRating] = useState<Selected>(null);
  const [details, setDetails] = useState<Selected>(null);
  const closeDetails = useCallback(() => setDetails(null), []);

  const refresh = () => queryClient.invalidateQueries({ queryKey: COLLECTION_KEY });
  const categorise = useMutation({
    mutationFn: (v: { beerId: string; categoryId: string | null }) =>
      assignCategory(v.beerId, v.categoryId),
    onSuccess: refresh,
    onError: (err) => toast({ title: 'Error', description: err.message, variant: 'destructive' }),
  });

  const removed = usePendingRemovals();
  const items = useMemo(
    () => (collection.data ?? []).filter((i) => !removed.has(i.beerId)),
    [collection.data, removed],
  );
  const shown = useMemo(
    () =>
      applyCollectionView(items, view).filter(
        (i) => !view.categoryId || i.categoryId === view.categoryId,
      ),
    [items, view],
  );
  const stats = collectionStats(items);

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-amber-950">My Beer Collection</h1>
      <StatCards
        stats={[
          { label: 'Total Beers', value: stats.total },
          { label: 'Average Rating', value: stats.averageRating?.toFixed(1) ?? '—' },
          { label: 'Styles', value: stats.styles },
          { label: 'Breweries', value: stats.breweries },
        ]}
      />
      <CollectionToolbar view={view} categories={categories.data ?? []} onChange={setView} />

      {collection.isLoading ? (
        <Skeletons count={8} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" />
      ) : collection.error ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-6 text-red-900">
          <p className="font-semibold">Error loading collection: {collection.error.message}</p>
          <p>Please try logging in or refreshing the page.</p>
        </div>
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-amber-300 p-10 text-center">
          <Beer aria-hidden="true" className="mx-auto size-10 text-amber-700" />
          <p className="mt-2 text-lg font-semibold text-amber-950">Your collection is empty</p>
          <p className="text-stone-700">Scan a shelf and save the beers you find.</p>
          <Link to="/app" className={`${buttonClass.primary} mt-4`}>
            Start Scanning
          </Link>
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-xl bg-amber-50 p-6 text-stone-800">
          No beers match your search or filter.
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-700" aria-live="polite">
            Showing {shown.length} of {items.length} beers
          </p>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {shown.map((item) => (
              <CollectionCard
                key={item.id}
                item={item}
                categories={categories.data ?? []}
                onRemove={() => removeBeerWithUndo(queryClient, item.beerId)}
                onRate={() => setRating({ id: item.beerId, name: item.name })}
                onDetails={() => setDetails({ id: item.beerId, name: item.name })}
                onCategory={(categoryId) => categorise.mutate({ beerId: item.beerId, categoryId })}
              />
            ))}
          </div>
        </>
      )}

      <CategoriesPanel
        categories={categories.data ?? []}
        premium={Boolean(may?.customCategories)}
      />
      {may?.styleRecommendations ? <StyleRecommendations /> : <PremiumPanel />}
      <RatingDialog beer={rating} onClose={() => setRating(null)} />
      <BeerDetailsDialog beer={details} onClose={closeDetails} />
    </div>
  );
}
