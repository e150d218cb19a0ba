import { useState } from 'react';
import type { ImageType } from '@common/plans';
import type { Analysis } from '@common/schemas/analysis';
import type { User } from '@common/schemas/user';
import { ApiError, getJson } from '../../api-client';
import { useAuth } from '../../hooks/use-auth';
import { toast } from '../../hooks/use-toast';
import { hasPremium } from '../../lib/entitlements';
import { scansLeft } from '../../lib/usage';
import { PhotoError } from './prepare-photo';
import { uploadAnalysis } from './upload-analysis';

export const ANALYSIS_FAILED = 'Analysis failed. Please try again.';

/**
 * The scan flow of spec section 4: usage check, upload, analysing, result. A failed usage check
 * lets the scan go ahead (the server still enforces the limit).
 */
export function useScan() {
  const { refreshUser } = useAuth();
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [limitOpen, setLimitOpen] = useState(false);

  const blocked = (premium: boolean) => {
    if (premium) {
      toast({
        title: 'Monthly limit reached',
        description: 'You have used all your scans for this period.',
        variant: 'destructive',
      });
    } else {
      setLimitOpen(true);
    }
  };

  /** True when the user may scan now; otherwise the limit dialog (free) or a notice (premium). */
  async function checkUsage(): Promise<boolean> {
    const fresh = await getJson<User>('/api/user').catch(() => null);
    if (fresh && scansLeft(fresh) <= 0) {
      blocked(hasPremium(fresh));
      return false;
    }
    return true;
  }

  async function analyse(photo: Promise<Blob | null>, type: ImageType, premium: boolean) {
    setBusy(true);
    setProgress(null);
    try {
      const blob = await photo;
      if (!blob) throw new PhotoError('The camera gave no picture. Please try again.');
      const result = await uploadAnalysis(blob, type, setProgress);
      setAnalysis(result);
    } catch (err) {
      if (err instanceof PhotoError) {
        toast({ title: 'Photo not usable', description: err.message, variant: 'destructive' });
      } else if (err instanceof ApiError && err.code === 'limit_reached') {
        blocked(premium);
      } else if (err instanceof ApiError && err.status !== 503 && err.status !== 0) {
        toast({ title: 'Analysis failed', description: err.message, variant: 'destructive' });
      } else {
        toast({ title: ANALYSIS_FAILED, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
      setProgress(null);
      void refreshUser();
    }
  }

  return {
    analysis,
    setAnalysis,
    clear: () => setAnalysis(null),
    busy,
    progress,
    limitOpen,
    setLimitOpen,
    checkUsage,
    analyse,
  };
}
