import { Camera, SearchX } from 'lucide-react';
import { couldNotMatchText } from '@common/domain/read-labels';
import { buttonClass } from '../ui/styles';

/**
 * No beer found. When labels were read, it says what was read and that we could not match it:
 * the photo did its job, so it is not blamed. Otherwise, the usual causes and a way to try again.
 */
export function EmptyResults({ onNewScan, read = [] }: { onNewScan: () => void; read?: string[] }) {
  const unmatched = couldNotMatchText(read);
  if (unmatched) {
    return (
      <section className="rounded-xl border border-amber-200 bg-white p-6 text-center shadow-sm">
        <SearchX aria-hidden="true" className="mx-auto size-10 text-amber-700" />
        <h2 className="mt-2 text-xl font-bold break-words text-amber-950">{unmatched}</h2>
        <p className="mt-1 text-stone-700">
          The label came through; that beer is just not in our catalogue yet. Suggest it below and
          we will add it.
        </p>
        <button type="button" onClick={onNewScan} className={`${buttonClass.secondary} mt-5`}>
          <Camera aria-hidden="true" className="size-4" /> Scan something else
        </button>
      </section>
    );
  }
  return (
    <section className="rounded-xl border border-amber-200 bg-white p-6 text-center shadow-sm">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-amber-700" />
      <h2 className="mt-2 text-xl font-bold text-amber-950">No beers were detected</h2>
      <p className="mt-1 text-stone-700">This usually happens when:</p>
      <ul className="mx-auto mt-2 max-w-sm list-disc space-y-1 pl-5 text-left text-stone-800">
        <li>The image quality is low (blurry, dark or glaring)</li>
        <li>The labels are not visible or face away from the camera</li>
        <li>The photo was taken from too far away</li>
      </ul>
      <button type="button" onClick={onNewScan} className={`${buttonClass.primary} mt-5`}>
        <Camera aria-hidden="true" className="size-4" /> Take New Photo
      </button>
    </section>
  );
}
