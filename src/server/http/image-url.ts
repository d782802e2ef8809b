import type { Env } from '#server/env.ts';

/** How long the check waits for an image's server, and how many of its bytes it reads at most. */
export const imageCheckTimeoutMs = 5000;
export const imageCheckMaxBytes = 10 * 1024 * 1024;

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why an image address an admin entered cannot be shown, or null when it can: it must be https (http
 * only to this machine outside production, for local servers), answer a GET within the time limit
 * with a 2xx and an `image/*` content type, and be no larger than the cap.
 */
export async function imageUrlProblem(env: Pick<Env, 'NODE_ENV'>, address: string): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'Give a full address starting with https://';
  }
  const local = url.protocol === 'http:' && localHosts.has(url.hostname) && env.NODE_ENV !== 'production';
  if (url.protocol !== 'https:' && !local) return 'The address must start with https://';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), imageCheckTimeoutMs);
  try {
    const response = await fetch(url, {
      headers: { accept: 'image/*' },
      redirect: 'follow',
      signal: controller.signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      return `The address answered HTTP ${response.status}, not an image`;
    }
    const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!type.startsWith('image/')) {
      await response.body?.cancel();
      return `The address is not an image (it serves ${type || 'no content type'})`;
    }
    const declared = Number(response.headers.get('content-length'));
    if (declared > imageCheckMaxBytes) {
      await response.body?.cancel();
      return tooLarge();
    }
    let read = 0;
    for await (const chunk of response.body ?? []) {
      read += (chunk as Uint8Array).byteLength;
      if (read > imageCheckMaxBytes) {
        controller.abort();
        return tooLarge();
      }
    }
    return read === 0 ? 'The address serves an empty file' : null;
  } catch {
    return controller.signal.aborted
      ? `The address did not answer within ${imageCheckTimeoutMs / 1000} seconds`
      : 'The address could not be reached';
  } finally {
    clearTimeout(timer);
  }
}

const tooLarge = () => `The image is larger than ${imageCheckMaxBytes / 1024 / 1024} MB`;
