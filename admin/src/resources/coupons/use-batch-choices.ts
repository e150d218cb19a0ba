import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchCouponBatches } from './coupon-api';

/** The batch names for the Batch filter, fresh for 2 minutes (spec section 9 admin cache). */
export function useBatchChoices() {
  const { data = [] } = useQuery({
    queryKey: ['coupon-batches'],
    queryFn: fetchCouponBatches,
    staleTime: 2 * 60_000,
  });
  return useMemo(
    () => [...new Set(data.map((b) => b.batchName))].map((name) => ({ id: name, name })),
    [data],
  );
}
