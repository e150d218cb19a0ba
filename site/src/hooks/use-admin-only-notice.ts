import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_ONLY_MESSAGE, ADMIN_ONLY_NOTICE } from '@common/routes';
import { toast } from './use-toast';

/** Shows why /admin sent a member here, once, and takes the notice out of the address. */
export function useAdminOnlyNotice() {
  const [params, setParams] = useSearchParams();
  const notice = params.get('notice');
  useEffect(() => {
    if (notice !== ADMIN_ONLY_NOTICE) return;
    toast({
      title: 'Admin Dashboard',
      description: `${ADMIN_ONLY_MESSAGE} You are still signed in.`,
      variant: 'destructive',
    });
    setParams(
      (p) => {
        p.delete('notice');
        return p;
      },
      { replace: true },
    );
  }, [notice, setParams]);
}
