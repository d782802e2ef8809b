import type { Env } from '#server/env.ts';
import type { Services } from '#server/services.ts';
import { type NewsSource, newsSources } from '#shared/news.ts';
import { FeedFetchError, fetchFeed } from './fetch-feed.ts';
import {
  type FeedStatus,
  feedStatuses,
  recordFeedFailure,
  recordFeedUnchanged,
  storeFetchedItems,
} from './news.queries.ts';
import { parseNewsFeed } from './news-feed.ts';

export type SourceOutcome =
  | { source: NewsSource; status: 'fresh' }
  | { source: NewsSource; status: 'unchanged' }
  | { source: NewsSource; status: 'stored'; items: number; added: number }
  | { source: NewsSource; status: 'failed'; error: string };

export type RefreshResult = {
  outcomes: SourceOutcome[];
  /** When the stalest source falls due again. */
  nextDueInMs: number;
};

export type RefreshOptions = {
  /** Wall clock by default: the feed schedule follows real time even when PITWALL_NOW freezes the calendar. */
  now?: () => Date;
  /** Fetch even a source fetched within the refresh window. */
  force?: boolean;
  signal?: AbortSignal;
};

/** Timers may fire a little early; a source this close to due counts as due. */
const dueSlackMs = 1000;

export function feedUrls(env: Env): Record<NewsSource, string> {
  return { f1: env.NEWS_F1_FEED_URL, racefans: env.NEWS_RACEFANS_FEED_URL };
}

/**
 * Fetches each source whose last attempt is older than NEWS_REFRESH_MINUTES (or whose URL changed),
 * and stores its items. A failing source is logged and recorded; its stored items stay.
 */
export async function refreshNews(
  services: Pick<Services, 'env' | 'db' | 'log'>,
  options: RefreshOptions = {},
): Promise<RefreshResult> {
  const now = options.now ?? (() => new Date());
  const windowMs = services.env.NEWS_REFRESH_MINUTES * 60_000;
  const urls = feedUrls(services.env);
  const before = new Map((await feedStatuses(services.db)).map((status) => [status.source, status]));
  const isFresh = (status: FeedStatus | undefined, url: string) =>
    !!status?.lastAttemptAt &&
    status.url === url &&
    now().getTime() - status.lastAttemptAt.getTime() < windowMs - dueSlackMs;

  const outcomes = await Promise.all(
    newsSources.map((source): Promise<SourceOutcome> => {
      const status = before.get(source);
      if (!options.force && isFresh(status, urls[source]))
        return Promise.resolve({ source, status: 'fresh' });
      return refreshSource(services, source, urls[source], status, now, options.signal);
    }),
  );

  const after = await feedStatuses(services.db);
  const dueIn = newsSources.map((source) => {
    const attempted = after.find((status) => status.source === source)?.lastAttemptAt;
    return attempted ? attempted.getTime() + windowMs - now().getTime() : 0;
  });
  return { outcomes, nextDueInMs: Math.max(dueSlackMs, Math.min(...dueIn)) };
}

async function refreshSource(
  services: Pick<Services, 'env' | 'db' | 'log'>,
  source: NewsSource,
  url: string,
  status: FeedStatus | undefined,
  now: () => Date,
  signal: AbortSignal | undefined,
): Promise<SourceOutcome> {
  const { db, env, log } = services;
  const at = now();
  const sameUrl = status?.url === url;
  try {
    const response = await fetchFeed(url, {
      timeoutMs: env.NEWS_FETCH_TIMEOUT_MS,
      etag: sameUrl ? status?.etag : null,
      lastModified: sameUrl ? status?.lastModified : null,
      userAgent: `Pitwall news reader (+${env.PUBLIC_URL})`,
      signal,
    });
    if (!response.changed) {
      await recordFeedUnchanged(db, source, url, at);
      log.debug(`News: ${source} feed unchanged`);
      return { source, status: 'unchanged' };
    }
    let items: ReturnType<typeof parseNewsFeed>;
    try {
      items = parseNewsFeed(response.body, at, (item) =>
        log.warn(`News: ${source} item had control characters, stored without them`, { link: item.link }),
      );
    } catch (error) {
      throw new FeedFetchError(
        `not a readable feed (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const stored = await storeFetchedItems(db, {
      source,
      url,
      items,
      at,
      etag: response.etag,
      lastModified: response.lastModified,
    });
    log.info(`News: ${source} feed read, ${items.length} items, ${stored.added} new`);
    return { source, status: 'stored', items: items.length, added: stored.added };
  } catch (error) {
    if (!(error instanceof FeedFetchError)) throw error;
    log.warn(`News: ${source} feed skipped, ${error.message}; the stored items stay`, { url });
    await recordFeedFailure(db, { source, url, at, error: error.message });
    return { source, status: 'failed', error: error.message };
  }
}
