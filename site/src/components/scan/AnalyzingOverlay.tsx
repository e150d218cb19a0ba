import { Loader2 } from 'lucide-react';
import type { ImageType } from '@common/plans';

type Props = { imageType: ImageType; progress: number | null };

/** Covers the scanner while a photo uploads and is read; shows upload progress when slow. */
export function AnalyzingOverlay({ imageType, progress }: Props) {
  const uploading = progress !== null && progress < 1;
  return (
    <div
      role="status"
      aria-live="polite"
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 rounded-2xl bg-amber-950/80 p-4 text-center text-white"
    >
      <Loader2 aria-hidden="true" className="size-10 animate-spin" />
      <p className="text-lg font-semibold">
        {imageType === 'tap' ? 'Analyzing beer taps...' : 'Analyzing beer shelf...'}
      </p>
      {uploading && (
        <div className="w-48">
          <progress
            aria-label="Upload progress"
            max={100}
            value={Math.round(progress * 100)}
            className="h-2 w-full accent-amber-400"
          />
          <p className="mt-1 text-xs">Uploading {Math.round(progress * 100)}%</p>
        </div>
      )}
    </div>
  );
}
