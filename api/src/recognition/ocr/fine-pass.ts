import type { TextRegion } from './components';
import type { Strips } from './detect';

/**
 * A shelf of many small labels: the smallest of its lettering is not found at all at the
 * detector's 1,280 px. When the first detection finds many lines and most of them small, the
 * read copy is detected again at its own size (`maxReadSide`, 2,048 px by default: what the
 * site sends, 2.56× the pixels of 1,280), and that finer detection is read instead. At 1,600
 * px the read copy was shrunk again and shelf print 8–9 px tall was lost: 113 shelf beers on
 * the bench's ten seeds (1.4–6.0 points of shelf recall a seed), for about 13% more time on a
 * shelf. A photo of one bottle or a chalkboard (large lettering, fewer lines) is never detected
 * finer: on phone photos of bottles the finer map splits large letters apart (bench: 3 of 30
 * bottles lost).
 */
export const FINE_PASS = {
  /**
   * The finer detection's strips: small lettering needs little context across a seam, and
   * strips of 400 own rows plus 64 on each side hold no more pixels than the first
   * detection's, so the detector's working set (and the process's memory) does not grow.
   */
  strips: { pixels: 700_000, margin: 64 } satisfies Strips,
  /**
   * The first detection found at least this many lines (bench: shelves 58–257, chalkboards
   * 19–44, phone photos 1–16)...
   */
  minRegions: 50,
  /**
   * ...and half of them at most this tall in its own pixels, boxes grown round the letters as
   * the detector grows them (bench medians: shelves 13–17, chalkboards 22–41, tap handles 18–49).
   */
  maxMedianHeight: 18,
};

/**
 * Many lines, most of them small: the print of a shelf of labels, not one bottle's name. `share`:
 * the share of the photo's rows the regions come from, when the first detection is asked part
 * way (a shelf found in its first strip need not be detected whole at 1,280 px).
 */
export function wantsFinePass(regions: TextRegion[], share = 1): boolean {
  if (regions.length < FINE_PASS.minRegions * share) return false;
  const heights = regions.map((r) => Math.min(r.w, r.h)).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)]! <= FINE_PASS.maxMedianHeight;
}
