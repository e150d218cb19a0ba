import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazy';

/** Retailers' widget sites: keys, origins, quota, inventory, report. */
export const sitesResource: ResourceProps = {
  name: 'sites',
  icon: StorefrontIcon,
  options: { label: 'Retailer sites' },
  list: lazyNamed(() => import('./SiteList'), 'SiteList'),
  show: lazyNamed(() => import('./SiteShow'), 'SiteShow'),
  create: lazyNamed(() => import('./SiteCreate'), 'SiteCreate'),
  edit: lazyNamed(() => import('./SiteEdit'), 'SiteEdit'),
};
