import { redirect } from 'react-router';
import type { Route } from './+types/track-visualizer-redirect';

/** The usual spelling sends visitors to the spec's /track-vizualizer, keeping the circuit and query. */
export function loader({ params, url }: Route.LoaderArgs) {
  const rest = params['*'] ? `/${params['*']}` : '';
  throw redirect(`/track-vizualizer${rest}${url.search}`, 301);
}
