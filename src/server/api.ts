import { checkAdminRoutes } from './features/admin/check-admin.routes.ts';
import { ergastApiDescription } from './features/ergast/ergast-openapi.ts';
import { liveRoutes } from './features/live/live.routes.ts';
import { meetingRoutes } from './features/meetings/meetings.routes.ts';
import { newsRoutes } from './features/news/news.routes.ts';
import { predictionRoutes } from './features/predictions/predictions.routes.ts';
import { favouriteRoutes } from './features/profile/favourites.routes.ts';
import { fanCounts } from './features/profile/favourites.server.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { raceSummaryRoutes } from './features/race-summary/race-summary.routes.ts';
import { reactionGameRoutes } from './features/reaction-game/reaction-game.routes.ts';
import { reminderRoutes } from './features/reminders/reminders.routes.ts';
import { resultsRoutes } from './features/results/results.routes.ts';
import { scheduleRoutes } from './features/schedule/schedule.routes.ts';
import { standingsRoutes } from './features/standings/standings.routes.ts';
import { voteRoutes } from './features/votes/votes.routes.ts';
import { documentationRoutes } from './http/openapi.ts';
import { openApiApp } from './http/openapi-app.ts';
import { raceDataCaching } from './http/race-data-caching.ts';

/** Where the JSON API answers with race data, public and cacheable (under /api). */
export const raceDataPrefixes = ['/meetings/', '/races/', '/results/', '/standings/'] as const;

/**
 * The JSON API under /api: every documented sub-app, mounted once here, and the document generated
 * from this very table (GET /api/openapi.json, GET /api/docs), so the two cannot differ.
 * better-auth's endpoints (/api/auth) are mounted by app.ts and not described; /f1 is mounted there
 * too and described here.
 */
export function createApi() {
  const api = openApiApp().basePath('/api');
  // Race-data answers carry an ETag and Cache-Control, and a matching If-None-Match gets a 304;
  // app.ts shares them among visitors without cookies.
  for (const prefix of raceDataPrefixes) api.use(`${prefix}*`, raceDataCaching());
  return api
    .route(
      '/',
      // The Ergast-compatible /f1 API is mounted by app.ts; its description joins the one document.
      documentationRoutes(() => api, [ergastApiDescription()]),
    )
    .route('/profile', profileRoutes)
    .route('/favourites', favouriteRoutes)
    .route('/check-admin', checkAdminRoutes)
    .route('/live', liveRoutes)
    .route('/meetings', meetingRoutes)
    .route('/schedule', scheduleRoutes)
    .route('/reminders', reminderRoutes)
    .route('/news', newsRoutes)
    .route('/races', raceSummaryRoutes)
    .route('/results', resultsRoutes)
    .route('/standings', standingsRoutes(fanCounts))
    .route('/votes', voteRoutes)
    .route('/predictions', predictionRoutes)
    .route('/reaction-game', reactionGameRoutes);
}
