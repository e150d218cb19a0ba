import { HELP_SECTIONS } from '../../content/help-center';

/** In-page links to the help sections: a row of chips on phones, a sticky column on wide screens. */
export function HelpSidebar() {
  return (
    <nav aria-label="Help sections" className="lg:sticky lg:top-6 lg:self-start">
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {HELP_SECTIONS.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              className="inline-flex rounded-full border border-amber-300 bg-white px-3 py-1.5 text-sm font-medium text-amber-900 hover:bg-amber-100 lg:flex lg:rounded-lg lg:border-0 lg:bg-transparent lg:px-3 lg:py-2"
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
