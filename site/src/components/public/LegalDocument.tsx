import { Fragment } from 'react';
import { Link } from 'react-router';
import { LEGAL_LAST_UPDATED, type LegalSection } from '../../content/legal-document';
import { SUPPORT_EMAIL } from '../../content/support-contact';
import { useDocumentTitle } from '../../hooks/use-document-title';

type Props = { title: string; description: string; intro: string; sections: LegalSection[] };

const LINKED = new RegExp(`(${SUPPORT_EMAIL.replace(/[.+]/g, '\\$&')}|contact form)`);
const linkClass = 'font-medium text-amber-900 underline underline-offset-2 hover:text-amber-700';

/** The support address and "contact form" become links wherever the legal text names them. */
function LinkedText({ text }: { text: string }) {
  const parts = text.split(LINKED);
  return parts.map((part, i) => {
    if (part === SUPPORT_EMAIL)
      return (
        <a key={i} href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
          {part}
        </a>
      );
    if (part === 'contact form')
      return (
        <Link key={i} to="/contact" className={linkClass}>
          {part}
        </Link>
      );
    return <Fragment key={i}>{part}</Fragment>;
  });
}

/** A legal page (terms, privacy): title, date, contents and one h2 per section. */
export function LegalDocument({ title, description, intro, sections }: Props) {
  useDocumentTitle(title, description);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <header className="border-b border-amber-200 pb-6">
        <h1 className="text-3xl font-bold text-amber-950 md:text-4xl">{title}</h1>
        <p className="mt-2 text-sm font-medium text-stone-700">
          Last updated <time dateTime="2025-06-30">{LEGAL_LAST_UPDATED}</time>
        </p>
        <p className="mt-4 leading-relaxed text-stone-800">{intro}</p>
      </header>

      <nav
        aria-label="Contents"
        className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-5"
      >
        <p className="font-semibold text-amber-950">Contents</p>
        <ol className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-amber-900 underline-offset-2 hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((s) => (
        <section
          key={s.id}
          id={s.id}
          aria-labelledby={`${s.id}-heading`}
          className="mt-10 scroll-mt-6"
        >
          <h2 id={`${s.id}-heading`} className="text-xl font-bold text-amber-950">
            {s.title}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-stone-800">
            {s.paragraphs.map((p) => (
              <p key={p}>
                <LinkedText text={p} />
              </p>
            ))}
            {s.items && (
              <ul className="list-disc space-y-1.5 pl-6 marker:text-amber-700">
                {s.items.map((item) => (
                  <li key={item}>
                    <LinkedText text={item} />
                  </li>
                ))}
              </ul>
            )}
            {s.after?.map((p) => (
              <p key={p}>
                <LinkedText text={p} />
              </p>
            ))}
          </div>
        </section>
      ))}
    </article>
  );
}
