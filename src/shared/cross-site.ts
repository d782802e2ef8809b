/**
 * What a page action refused as cross-site answers with (a 403's data): the site's own address, so
 * the error page can say where the form works. Written by auth/pages/guards.server.ts, read by the
 * root error page.
 */
export type CrossSiteRefusal = { crossSite: { address: string } };

/** The site's address in a refused cross-site form's error data; null for any other error. */
export function crossSiteAddress(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('crossSite' in data)) return null;
  const { crossSite } = data as Partial<CrossSiteRefusal>;
  return typeof crossSite?.address === 'string' ? crossSite.address : null;
}
