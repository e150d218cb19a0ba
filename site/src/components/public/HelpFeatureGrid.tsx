import { HELP_FEATURES } from '../../content/help-center';

export function HelpFeatureGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {HELP_FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-amber-200 bg-white p-5 shadow-sm">
          <Icon aria-hidden="true" className="size-7 text-amber-700" />
          <h3 className="mt-3 text-lg font-semibold text-amber-950">{title}</h3>
          <p className="mt-1.5 text-stone-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
