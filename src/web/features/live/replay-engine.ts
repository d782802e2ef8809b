// What the replay player needs once its feed has arrived, loaded with the feed rather than with the
// page: merging the records and turning them into the live view.
export { applyFeedRecords } from '#shared/live-feed.ts';
export { feedView } from '#shared/live-feed-view.ts';
export { recordsUntil, replayEvents, replayRecords, replaySteps } from '#shared/live-replay.ts';
