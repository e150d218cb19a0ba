import { beerPath } from '@common/routes';
import { NOT_YET_RATED, ratingBadge, ratingText } from '@common/domain/rating';
import type { WidgetBeer, WidgetOffer } from '@common/schemas/widget';
import type { WidgetState } from '../state';

function price(offer: WidgetOffer, locale: string) {
  if (offer.price === null) return '';
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: offer.currency ?? 'USD',
    }).format(offer.price);
  } catch {
    return `${offer.price.toFixed(2)} ${offer.currency ?? ''}`;
  }
}

/** One beer: what it is and its honest rating; the shop's listing apart, below it. */
export function BeerCard({ beer, state }: { beer: WidgetBeer; state: WidgetState }) {
  const { apiOrigin, locale } = state.config;
  const offer = beer.offers[0];
  const facts = [beer.style, beer.abv !== null && `${beer.abv}%`].filter(Boolean).join(' · ');
  return (
    <li class="bs-card">
      <span class="bs-num" aria-hidden="true">
        {beer.position}
      </span>
      <div class="bs-main">
        <h4 class="bs-name">
          <span class="bs-sr">{beer.position}. </span>
          {beer.name}
        </h4>
        <p class="bs-meta">{beer.brewery}</p>
        {facts && <p class="bs-meta">{facts}</p>}
        <p class="bs-rating">
          {beer.rating === null || !beer.ratingSource ? (
            NOT_YET_RATED
          ) : (
            <span class={`bs-badge bs-${ratingBadge(beer.rating)}`}>
              ★ {ratingText({ ...beer, rating: beer.rating, ratingSource: beer.ratingSource })}
            </span>
          )}
        </p>
        {offer && (
          <p class="bs-offer" aria-label={`At ${state.site.value?.name ?? 'this shop'}`}>
            <span class="bs-price">{price(offer, locale)}</span>{' '}
            <span class={offer.inStock ? 'bs-in' : 'bs-out'}>
              {offer.inStock ? 'In stock' : 'Out of stock'}
            </span>
            {offer.url && (
              <>
                {' · '}
                <a href={offer.url} target="_top">
                  View product
                </a>
              </>
            )}
          </p>
        )}
        <a class="bs-link" href={`${apiOrigin}${beerPath(beer.id)}`} target="_blank" rel="noopener">
          Open in BeerScout
        </a>
      </div>
    </li>
  );
}
