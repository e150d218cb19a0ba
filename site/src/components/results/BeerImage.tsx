import { useState } from 'react';
import { beerImageFor } from '@common/domain/beer-image';

type Props = {
  beer: { name: string; brewery: string; style: string | null; imageUrl: string | null };
  className?: string;
};

/** The beer's picture by spec section 2's fallback rules; a picture that fails shows 🍺. */
export function BeerImage({ beer, className = 'size-16' }: Props) {
  const [failed, setFailed] = useState(false);
  const { src, kind } = beerImageFor(beer);
  if (failed) {
    return (
      <span
        role="img"
        aria-label={`${beer.name} (no picture)`}
        data-testid="beer-emoji"
        className={`${className} flex shrink-0 items-center justify-center rounded-lg bg-amber-100 text-3xl`}
      >
        🍺
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={kind === 'own' ? beer.name : ''}
      data-image-kind={kind}
      loading="lazy"
      onError={() => setFailed(true)}
      className={`${className} shrink-0 rounded-lg bg-white object-contain`}
    />
  );
}
