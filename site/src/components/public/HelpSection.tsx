import type { ReactNode } from 'react';
import type { HelpSectionId } from '../../content/help-center';

type Props = { id: HelpSectionId; title: string; children: ReactNode };

/** One titled section of the Help & Info page, the target of a sidebar link. */
export function HelpSection({ id, title, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-amber-950">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
