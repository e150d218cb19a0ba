import { boxToPercent } from '@common/domain/photo-size';
import type { SharedScan } from '@common/schemas/share';

/** The photo of a shared scan (only when its owner included it), with each beer's number. */
export function SharedPhoto({ scan }: { scan: SharedScan }) {
  if (!scan.photoUrl) return null;
  const photo = scan.width && scan.height ? { width: scan.width, height: scan.height } : null;
  return (
    <figure className="overflow-hidden rounded-xl bg-white shadow-sm">
      <div className="relative mx-auto w-fit max-w-full">
        <img
          src={scan.photoUrl}
          alt={`The ${scan.imageType === 'tap' ? 'tap list' : 'shelf'} these beers were found on`}
          width={scan.width ?? undefined}
          height={scan.height ?? undefined}
          className="block h-auto max-h-[28rem] w-auto max-w-full"
        />
        {photo &&
          scan.beers.flatMap((beer) =>
            beer.boxes.map((box, i) => {
              const p = boxToPercent(box, photo);
              return (
                <span
                  key={`${beer.id}-${i}`}
                  aria-hidden="true"
                  style={{
                    left: `${p.left}%`,
                    top: `${p.top}%`,
                    width: `${p.width}%`,
                    height: `${p.height}%`,
                  }}
                  className="absolute rounded-md border-[3px] border-amber-500 bg-amber-500/10"
                >
                  <span className="absolute -top-3 -left-3 flex size-6 items-center justify-center rounded-full bg-amber-700 text-xs font-bold text-white shadow">
                    {beer.position}
                  </span>
                </span>
              );
            }),
          )}
      </div>
    </figure>
  );
}
