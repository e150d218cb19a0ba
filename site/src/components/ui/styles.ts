// Shared class lists, so links styled as buttons and real buttons look the same.
const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonClass = {
  primary: `${base} bg-amber-700 px-4 py-2.5 text-white hover:bg-amber-800`,
  secondary: `${base} border border-amber-700 bg-white px-4 py-2.5 text-amber-900 hover:bg-amber-100`,
  ghost: `${base} px-3 py-2 text-amber-900 hover:bg-amber-100`,
  large: `${base} bg-amber-700 px-6 py-3 text-lg text-white hover:bg-amber-800`,
};

export const inputClass =
  'block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 aria-[invalid=true]:border-red-700';

export const cardClass = 'rounded-xl border border-amber-200 bg-white p-6 shadow-sm';
