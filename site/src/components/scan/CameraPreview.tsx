import { CameraOff, Sun } from 'lucide-react';
import type { RefObject } from 'react';
import { BRIGHTNESS_TEXT, type BrightnessLabel } from '@common/domain/brightness';
import type { CameraStatus } from './use-camera';

type Props = {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  brightness: BrightnessLabel | null;
};

export const CAMERA_DENIED =
  'Camera access denied. Please allow camera permissions and refresh the page.';

/** The live rear-camera picture, 16rem tall, with its readiness badge and light reading. */
export function CameraPreview({ videoRef, status, brightness }: Props) {
  return (
    <section
      aria-label="Camera preview"
      className="relative h-64 overflow-hidden rounded-2xl bg-stone-900 text-white"
    >
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label="Live camera picture"
        className={`size-full object-cover ${status === 'ready' ? '' : 'invisible'}`}
      />
      {status !== 'ready' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center">
          {status === 'loading' ? null : <CameraOff aria-hidden="true" className="size-10" />}
          {status === 'denied' && (
            <p role="alert" className="max-w-sm text-sm">
              {CAMERA_DENIED}
            </p>
          )}
          {status === 'unavailable' && (
            <p className="max-w-sm text-sm">No camera found. You can still upload a photo.</p>
          )}
        </div>
      )}
      {(status === 'loading' || status === 'ready') && (
        <span
          data-testid="camera-badge"
          className={`absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-semibold ${
            status === 'ready' ? 'bg-green-700' : 'bg-stone-700'
          }`}
        >
          {status === 'ready' ? 'Camera Ready' : 'Loading Camera'}
        </span>
      )}
      {status === 'ready' && brightness && (
        <span
          aria-live="polite"
          data-testid="brightness-label"
          data-brightness={brightness}
          className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-stone-950/70 px-3 py-1 text-xs"
        >
          <Sun aria-hidden="true" className="size-3.5" /> Auto-adjust: {BRIGHTNESS_TEXT[brightness]}
        </span>
      )}
    </section>
  );
}
