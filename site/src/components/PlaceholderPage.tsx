import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';

type Props = { title: string; children: ReactNode; wide?: boolean };

/** A page whose real content arrives in a later issue: the right heading, title and one line. */
export function PlaceholderPage({ title, children, wide = false }: Props) {
  useDocumentTitle(title);
  return (
    <div className={wide ? '' : 'mx-auto max-w-3xl px-4 py-12'}>
      <h1 className="text-3xl font-bold text-amber-950">{title}</h1>
      <p className="mt-3 text-lg text-stone-700">{children}</p>
    </div>
  );
}
