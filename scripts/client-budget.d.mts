export const firstLoadBudgetBytes: number;

export type ClientManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<
    string,
    {
      id: string;
      parentId?: string;
      module: string;
      imports?: string[];
      clientActionModule?: string;
      clientLoaderModule?: string;
      clientMiddlewareModule?: string;
      hydrateFallbackModule?: string;
    }
  >;
};

export function readClientManifest(clientDir: string): ClientManifest;
export function firstLoadFiles(manifest: ClientManifest, routeId: string): string[];
export function firstLoadSizes(
  clientDir: string,
  budget?: number,
): {
  pages: { route: string; files: number; bytes: number }[];
  over: { route: string; files: number; bytes: number }[];
};
export function kb(bytes: number): string;
