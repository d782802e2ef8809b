import type { FavouriteStandings } from '#server/features/standings/favourite-standings.server.ts';
import { FavouriteCards } from './favourite-cards.tsx';

/** The home page's cards for the visitor's favourite team and driver; nothing without favourites. */
export function HomeFavourites({ favourites }: { favourites: FavouriteStandings | null }) {
  if (!favourites) return null;
  return (
    <FavouriteCards team={favourites.team} driver={favourites.driver} showStanding={favourites.complete} />
  );
}
