import type { ReactNode } from 'react';
import './legal.css';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** Last change of the privacy policy and the terms; update it with every change of their text. */
export const legalUpdated = '2026-11-22';

type Props = { title: string; intro: ReactNode; sections: readonly LegalSection[] };

/** A legal text: title, date, a table of contents and numbered sections. */
export function LegalPage({ title, intro, sections }: Props) {
  const updated = new Date(`${legalUpdated}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <main className="page legal">
      <header className="legal__header">
        <p className="eyebrow">Legal</p>
        <h1>{title}</h1>
        <p className="muted">
          Last updated <time dateTime={legalUpdated}>{updated}</time>
        </p>
        <div className="legal__intro">{intro}</div>
      </header>
      <div className="legal__layout">
        <nav className="legal__toc card" aria-label="On this page">
          <h2 className="legal__toc-title">On this page</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal__body prose">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
