import { useRef } from 'preact/hooks';
import type { WidgetState } from '../state';

/** Shelf or taps, then a photo from the camera or from the device: images only. */
export function Scanner({ state }: { state: WidgetState }) {
  const camera = useRef<HTMLInputElement>(null);
  const upload = useRef<HTMLInputElement>(null);
  const type = state.imageType.value;
  const pick = (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) void state.scanFile(file);
  };
  const kind = (value: 'shelf' | 'tap', label: string) => (
    <button
      type="button"
      class="bs-seg"
      aria-pressed={type === value}
      onClick={() => (state.imageType.value = value)}
    >
      {label}
    </button>
  );

  return (
    <div>
      <p class="bs-text">
        Take a photo of a shelf or the taps to see every beer with honest ratings
        {state.site.value ? ` and ${state.site.value.name}'s prices.` : '.'}
      </p>
      <div class="bs-segs" role="group" aria-label="What are you scanning?">
        {kind('shelf', 'Beer shelf')}
        {kind('tap', 'Beer taps')}
      </div>
      <button type="button" class="bs-btn" onClick={() => camera.current?.click()}>
        Take a photo
      </button>
      <button type="button" class="bs-btn bs-alt" onClick={() => upload.current?.click()}>
        Upload a photo
      </button>
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={pick}
      />
      <input ref={upload} type="file" accept="image/*" hidden onChange={pick} />
    </div>
  );
}
