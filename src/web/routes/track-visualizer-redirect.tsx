import { redirect } from 'react-router';
import type { Route } from './+types/track-visualizer-redirect';

/** The usual spelling sends visitors to the spec's /track-vizualizer, keeping the circuit and query. */
export function loader({ params, request }: Route.LoaderArgs) {
  const rest = params['*'] ? `/${params['*']}` : '';
  throw redirect(`/track-vizualizer${rest}${new URL(request.url).search}`, 301);
}
