import { redirect } from 'react-router';
import type { Route } from './+types/schedule-season-redirect';

/**
 * /schedule/2024, written like the results archive's /race-results/2024, opens that season's
 * schedule (/schedule?year=2024), which answers 404 itself for a season it does not have.
 */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/schedule?year=${encodeURIComponent(params.year)}`, 301);
}
