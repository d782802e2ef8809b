export * from './schema/account-audit.ts';
export * from './schema/auth.ts';
export * from './schema/calendar-feeds.ts';
export * from './schema/fan-zone.ts';
export * from './schema/jobs.ts';
export * from './schema/news.ts';
export * from './schema/race-data.ts';
export * from './schema/race-data-audit.ts';
