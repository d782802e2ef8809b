export * from './schema/race-data.ts';
export * from './schema/auth.ts';
