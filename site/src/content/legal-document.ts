/** One numbered section of a legal page: a heading, its paragraphs and an optional bullet list. */
export type LegalSection = {
  /** The anchor, so a section can be linked to (/terms#liability). */
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
  /** Paragraphs that follow the list. */
  after?: string[];
};

/** Both legal pages changed last on this date (spec section 2). */
export const LEGAL_LAST_UPDATED = 'June 30, 2025';
