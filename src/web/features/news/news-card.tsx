import { type NewsItem, newsSourceNames } from '#shared/news.ts';
import { NewsDate } from './news-date.tsx';
import { NewsImage } from './news-image.tsx';

/** One story: picture, title linking to the article on its site (new tab), source, author and date. */
export function NewsCard({ item, showSummary = false }: { item: NewsItem; showSummary?: boolean }) {
  const category = item.categories.find((name) => name !== 'F1' && name !== 'Uncategorized') ?? null;
  return (
    <article className="news-card">
      <NewsImage src={item.imageUrl} source={item.source} label={category} variant={item.id} />
      <div className="news-card__body">
        <h4 className="news-card__title">
          <a href={item.link} target="_blank" rel="noopener">
            {item.title}
            <span className="visually-hidden"> (opens {newsSourceNames[item.source]} in a new tab)</span>
            <svg
              className="news-card__external"
              viewBox="0 0 16 16"
              width="14"
              height="14"
              aria-hidden="true"
            >
              <path
                d="M9 2h5v5M14 2 7.5 8.5M12 9.5V13a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </a>
        </h4>
        {showSummary && item.summary && <p className="news-card__summary">{item.summary}</p>}
        <p className="news-card__meta">
          <span className={`news-card__source news-card__source--${item.source}`}>
            {newsSourceNames[item.source]}
          </span>
          {item.author && <span>{item.author}</span>}
          {item.publishedAt && <NewsDate at={item.publishedAt} />}
        </p>
      </div>
    </article>
  );
}
