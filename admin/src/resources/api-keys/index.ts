import KeyIcon from '@mui/icons-material/VpnKey';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazy';

/** Spec tab api-keys: one page, not a list (GET/POST /api/admin/api-keys). */
export const apiKeysResource: ResourceProps = {
  name: 'api-keys',
  icon: KeyIcon,
  options: { label: 'API keys' },
  list: lazyNamed(() => import('./ApiKeysPage'), 'ApiKeysPage'),
};
