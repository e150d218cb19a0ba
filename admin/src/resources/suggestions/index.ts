import RateReviewIcon from '@mui/icons-material/RateReview';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazy';

/** The review queue of "Suggest this beer". */
export const suggestionsResource: ResourceProps = {
  name: 'suggestions',
  icon: RateReviewIcon,
  options: { label: 'Suggestions' },
  list: lazyNamed(() => import('./SuggestionList'), 'SuggestionList'),
};
