import type { StyleFamily } from '@common/domain/beer-style';

/** Card backgrounds per style family: light tints, so dark text keeps its contrast. */
export const STYLE_CARD_CLASSES: Record<StyleFamily, string> = {
  dark: 'bg-stone-200 border-stone-400',
  hoppy: 'bg-lime-50 border-lime-300',
  wheat: 'bg-yellow-50 border-yellow-300',
  sour: 'bg-rose-50 border-rose-300',
  amber: 'bg-orange-50 border-orange-300',
  belgian: 'bg-amber-50 border-amber-300',
  lager: 'bg-sky-50 border-sky-200',
  default: 'bg-white border-amber-200',
};
