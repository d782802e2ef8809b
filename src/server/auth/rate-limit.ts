import { RateLimited } from '#server/http/errors.ts';
import type { RateRule } from '#server/rate-limits.ts';
import type { Services } from '#server/services.ts';

/**
 * 429 with the house error body and Retry-After unless `key` has requests left in its window;
 * `field` names the form field a page shows the refusal beside.
 */
export async function enforceRateLimit(
  services: Pick<Services, 'rateLimits'>,
  key: string,
  rule: RateRule,
  field?: string,
): Promise<void> {
  const { allowed, retryAfter } = await services.rateLimits.consume(key, rule);
  if (!allowed) throw new RateLimited(retryAfter, field);
}

/**
 * Every admin write, through the API or an admin page's form, counts against its admin's
 * ADMIN_RATE_LIMIT (a stolen session cannot rewrite the site at machine speed).
 */
export function enforceAdminWriteLimit(
  services: Pick<Services, 'rateLimits' | 'env'>,
  userId: string,
): Promise<void> {
  return enforceRateLimit(services, `admin-writes:${userId}`, services.env.ADMIN_RATE_LIMIT);
}
