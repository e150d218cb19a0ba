import SportsBarIcon from '@mui/icons-material/SportsBar';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazy';

/** The catalogue: search, edit, merge duplicates. */
export const beersResource: ResourceProps = {
  name: 'beers',
  icon: SportsBarIcon,
  options: { label: 'Catalogue' },
  list: lazyNamed(() => import('./BeerList'), 'BeerList'),
  edit: lazyNamed(() => import('./BeerEdit'), 'BeerEdit'),
};
