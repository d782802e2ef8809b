export const root: string;
export const buildDir: string;
export const serverEntry: string;
export function sourceHash(): string;
export function staleReason(hash?: string): string | undefined;
export function precompress(dir: string): { before: number; after: number };
export function finishBuild(): Promise<void>;
export function buildIfNeeded(): Promise<boolean>;
