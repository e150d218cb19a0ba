import type { Suggestion } from '@common/schemas/suggestion';
import type { SuggestionRow } from '../services/suggestions';

export const presentSuggestion = (row: SuggestionRow): Suggestion => ({
  id: row.id,
  text: row.text,
  analysisId: row.analysisId,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});
