import type { ReactNode } from 'react';
import { dateFormat } from '#shared/date-format.ts';
import './legal.css';

export type LegalSection = { id: string; title: string; body: ReactNode };

type Props = {
  title: string;
  /** The document's last change (YYYY-MM-DD), a constant of its content: never the clock's date. */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
};

const longDate: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** A legal text: title, date, a table of contents and numbered sections. */
export function LegalPage({ title, updated: updatedOn, intro, sections }: Props) {
  const updated = dateFormat('en-GB', longDate, 'UTC').format(new Date(`${updatedOn}T00:00:00Z`));
  return (
    <main className="page legal">
      <header className="legal__header">
        <p className="eyebrow">Legal</p>
        <h1>{title}</h1>
        <p className="muted">
          Last updated <time dateTime={updatedOn}>{updated}</time>
        </p>
        <div className="legal__intro">{intro}</div>
      </header>
      <div className="legal__layout">
        <nav className="legal__toc card" aria-label="On this page">
          <h2 className="legal__toc-title">On this page</h2>
          <ol>
            {sections.map((section, index) => (
              <li key={section.id}>
                <span className="legal__toc-number">{index + 1}.</span>
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
