import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BRIGHTNESS_FIRST_CHECK_MS,
  BRIGHTNESS_INTERVAL_MS,
  brightnessLabel,
  sampleBrightness,
  type BrightnessLabel,
} from '@common/domain/brightness';
import { CAPTURE_JPEG_QUALITY, fitWithin } from '@common/domain/photo-size';

export type CameraStatus = 'loading' | 'ready' | 'denied' | 'unavailable';

/**
 * The rear camera in a <video>: starts on mount, stops on unmount, measures the picture's
 * brightness every 2 s (first after 1 s), and captures a JPEG frame at quality 0.95.
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<CameraStatus>(() =>
    'getUserMedia' in (navigator.mediaDevices ?? {}) ? 'loading' : 'unavailable',
  );
  const [brightness, setBrightness] = useState<BrightnessLabel | null>(null);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let cancelled = false;
    if (!navigator.mediaDevices?.getUserMedia) return;
    navigator.mediaDevices
      .getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 } },
        audio: false,
      })
      .then(async (s) => {
        if (cancelled) return s.getTracks().forEach((t) => t.stop());
        stream = s;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = s;
        await video.play().catch(() => undefined);
        setStatus('ready');
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        const name = (err as { name?: string }).name;
        setStatus(
          name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable',
        );
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  useEffect(() => {
    if (status !== 'ready') return;
    // A small canvas is plenty to judge light, and cheap enough to run every 2 s on a phone.
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const measure = () => {
      const video = videoRef.current;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      if (!video || !ctx || !video.videoWidth) return;
      ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
      setBrightness(brightnessLabel(sampleBrightness(ctx.getImageData(0, 0, 64, 48).data)));
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      measure();
      interval = setInterval(measure, BRIGHTNESS_INTERVAL_MS);
    }, BRIGHTNESS_FIRST_CHECK_MS);
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    };
  }, [status]);

  const capture = useCallback(async (): Promise<Blob | null> => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return null;
    const size = fitWithin(video.videoWidth, video.videoHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(video, 0, 0, size.width, size.height);
    return new Promise((resolve) =>
      canvas.toBlob((blob) => resolve(blob), 'image/jpeg', CAPTURE_JPEG_QUALITY),
    );
  }, []);

  return { videoRef, status, brightness, capture };
}
