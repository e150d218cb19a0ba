import FactCheckIcon from '@mui/icons-material/FactCheck';
import SpellcheckIcon from '@mui/icons-material/Spellcheck';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazy';

/** "Not this beer?" corrections: the aliases they taught the recogniser, to check or remove. */
export const learnedAliasesResource: ResourceProps = {
  name: 'learned-aliases',
  icon: SpellcheckIcon,
  options: { label: 'Corrections' },
  list: lazyNamed(() => import('./LearnedAliasList'), 'LearnedAliasList'),
};

/** Each user's word that a label is a beer; an admin can approve one as an alias at once. */
export const recognitionEvidenceResource: ResourceProps = {
  name: 'recognition-evidence',
  icon: FactCheckIcon,
  options: { label: 'Correction evidence' },
  list: lazyNamed(() => import('./EvidenceList'), 'EvidenceList'),
};
