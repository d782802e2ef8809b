import { useState } from 'react';
import { homeNewsLimits, type NewsItem, newsSourceNames, refreshInterval } from '#shared/news.ts';
import { NewsCard } from './news-card.tsx';
import './news.css';

type Props = { f1: NewsItem[]; racefans: NewsItem[]; refreshMinutes: number };

/**
 * The home page's 'Latest news': the newest F1 stories, and RaceFans' with two shown until asked for
 * all. Before either feed has answered, a line that says where the stories will come from.
 */
export function NewsSection({ f1, racefans, refreshMinutes }: Props) {
  const empty = f1.length === 0 && racefans.length === 0;
  const every = refreshInterval(refreshMinutes);
  const sources = `${newsSourceNames.f1} or ${newsSourceNames.racefans}`;
  return (
    <section className={empty ? 'news news--empty' : 'news'} aria-labelledby="news-title">
      <div className="news__head">
        <h2 id="news-title">Latest news</h2>
        {!empty && <p>From formula1.com and RaceFans, refreshed {every}.</p>}
      </div>
      {empty ? (
        <p className="news__empty">
          No stories yet from {sources}. Their feeds are read {every}; new stories appear here.
        </p>
      ) : (
        <>
          {f1.length > 0 && (
            <section className="news-group" aria-labelledby="news-f1-title">
              <h3 id="news-f1-title" className="news-group__title news-group__title--f1">
                Formula 1
              </h3>
              <ul className="news-grid news-grid--f1">
                {f1.map((item) => (
                  <li key={item.id}>
                    <NewsCard item={item} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {racefans.length > 0 && <RaceFansNews items={racefans} />}
        </>
      )}
    </section>
  );
}

function RaceFansNews({ items }: { items: NewsItem[] }) {
  const [all, setAll] = useState(false);
  const listId = 'news-racefans-list';
  const shown = homeNewsLimits.racefansShown;
  return (
    <section className="news-group" aria-labelledby="news-racefans-title">
      <h3 id="news-racefans-title" className="news-group__title news-group__title--racefans">
        RaceFans
      </h3>
      <ul id={listId} className="news-grid news-grid--racefans">
        {items.map((item, index) => (
          <li key={item.id} hidden={!all && index >= shown}>
            <NewsCard item={item} showSummary />
          </li>
        ))}
      </ul>
      {items.length > shown && (
        <button
          type="button"
          className="button button--outline news__toggle"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((open) => !open)}
        >
          {all ? 'Show fewer' : 'Show all'}
        </button>
      )}
    </section>
  );
}
