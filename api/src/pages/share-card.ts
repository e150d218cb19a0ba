import { sharedScanTitle } from '@common/domain/share';
import type { SharedScan } from '@common/schemas/share';
import type { Card } from './card-image';

const SHOWN = 5;

/** The preview card of a shared scan: its beers by name, the first few and how many more. */
export function shareCard(scan: SharedScan): Card {
  const line = (b: SharedScan['beers'][number]) => `${b.position}. ${b.name} · ${b.brewery}`;
  const lines =
    scan.beers.length <= SHOWN
      ? scan.beers.map(line)
      : [...scan.beers.slice(0, SHOWN - 1).map(line), `and ${scan.beers.length - SHOWN + 1} more`];
  return { kicker: sharedScanTitle(scan), heading: 'Found with BeerScout', lines };
}
