import type { BeerRow } from '../services/admin-catalogue';
import type { SuggestionRow } from '../services/suggestions';

/** A catalogue beer as the console edits it (all stored facts). */
export const presentAdminBeer = (b: BeerRow) => ({
  id: b.id,
  name: b.name,
  brewery: b.brewery,
  style: b.style,
  abv: b.abv,
  ibu: b.ibu,
  description: b.description,
  origin: b.origin,
  imageUrl: b.imageUrl,
  rating: b.rating,
  ratingSource: b.ratingSource,
  ratingCount: b.ratingCount,
  status: b.status,
  provenance: b.provenance,
  createdAt: b.createdAt.toISOString(),
  updatedAt: b.updatedAt.toISOString(),
});

export const presentSuggestion = (s: SuggestionRow) => ({
  id: s.id,
  text: s.text,
  status: s.status,
  userId: s.userId,
  analysisId: s.analysisId,
  beerId: s.beerId,
  reviewedAt: s.reviewedAt?.toISOString() ?? null,
  createdAt: s.createdAt.toISOString(),
});
