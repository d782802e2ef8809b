import { redirect } from 'react-router';
import type { PageHandle } from '#shared/page-query.ts';
import type { Route } from './+types/track-visualizer-redirect';

/** The query this page reads; every other parameter leaves its address (#shared/page-query.ts). */
export const handle: PageHandle = { query: ['circuit', 'pace'] };

/** The usual spelling sends visitors to the spec's /track-vizualizer, keeping the circuit and query. */
export function loader({ params, url }: Route.LoaderArgs) {
  // The splat comes decoded: encoded again, as a Location header holds Latin-1 only.
  const rest = params['*'] ? `/${params['*'].split('/').map(encodeURIComponent).join('/')}` : '';
  throw redirect(`/track-vizualizer${rest}${url.search}`, 301);
}
