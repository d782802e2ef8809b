export * from './schema/race-data.ts';
