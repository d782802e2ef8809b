type RouteMatch = { url: URL; request: Request; sameOrigin: boolean };

export const workerFile: string;
export const offlinePage: string;
export const pagesCache: string;
export function isOfflinePage(match: Pick<RouteMatch, 'url' | 'sameOrigin'>): boolean;
export function isRouteDiscovery(match: Pick<RouteMatch, 'url' | 'sameOrigin'>): boolean;
export function isOtherPage(match: RouteMatch): boolean;
export const everyonesAnswersOnly: {
  cacheWillUpdate(options: { response: Response }): Promise<Response | null>;
};
export const outageAsOffline: {
  fetchDidSucceed(options: { response: Response }): Promise<Response>;
};
export const offlineCopyNotice: {
  cachedResponseWillBeUsed(options: { cachedResponse: Response | undefined }): Promise<Response | undefined>;
};
export function workerOptions(clientDir: string): Record<string, unknown>;
export function generateServiceWorker(
  clientDir: string,
): Promise<{ precached: number; precachedBytes: number; workerBytes: number }>;
