import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonRequest,
  openAccountsTestApp,
  signIn,
  signUpConfirmed,
  testOrigin,
} from '../testing/accounts.ts';
import { defaultBodyLimit, pagePath } from './body-limit.ts';

let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
beforeAll(async () => {
  t = await openAccountsTestApp();
});
afterAll(() => t?.close());

/** A body of `bytes` bytes sent as a stream, so no length is declared up front. */
function streamOf(bytes: number): ReadableStream<Uint8Array> {
  let left = bytes;
  return new ReadableStream({
    pull(controller) {
      const chunk = Math.min(left, 64 * 1024);
      if (chunk === 0) return controller.close();
      left -= chunk;
      controller.enqueue(new Uint8Array(chunk).fill(0x61));
    },
  });
}

describe('the body limit', () => {
  it('refuses a large declared body on the auth API with a 413', async () => {
    const response = await t.app.request(
      '/api/auth/sign-in/email',
      jsonRequest('POST', { email: 'a@example.com', password: 'x'.repeat(defaultBodyLimit) }),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('body_too_large');
  });

  it('refuses a large body sent without a length while it streams in', async () => {
    const response = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { origin: testOrigin, 'content-type': 'application/json' },
      body: streamOf(defaultBodyLimit * 3),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('lets a photo upload larger than the default limit reach its own checks', async () => {
    const cookie = await signIn(t.app, await signUpConfirmed(t.app, t.inbox));
    const form = new FormData();
    form.set('photo', new File([new Uint8Array(defaultBodyLimit * 2)], 'photo.png', { type: 'image/png' }));
    const response = await t.app.request('/api/profile/photo', {
      method: 'PUT',
      headers: { origin: testOrigin, cookie },
      body: form,
    });
    // Zeros are no image: the upload's own check answers, not the body limit.
    expect(response.status).toBe(415);
  });

  it.each([
    ['/update-profile', '/update-profile'],
    ['/update-profile/', '/update-profile'],
    ['/update-profile.data', '/update-profile'],
    ['/update-profile/_.data', '/update-profile'],
    ['/admin/driver-editor/_.data', '/admin/driver-editor'],
    ['/_.data', '/'],
    ['/', '/'],
    ['/login_.data', '/login_'],
  ])('counts %s as a post to the page %s', (path, page) => {
    expect(pagePath(path)).toBe(page);
  });

  it('lets the update-profile form posted by script (its .data URL) carry a photo too', async () => {
    const form = new FormData();
    form.set('photo', new File([new Uint8Array(defaultBodyLimit * 2)], 'photo.png', { type: 'image/png' }));
    for (const path of ['/update-profile', '/update-profile.data', '/update-profile/_.data']) {
      const response = await t.app.request(path, {
        method: 'POST',
        headers: { origin: testOrigin },
        body: form,
      });
      expect(response.status).not.toBe(413);
    }
    const other = await t.app.request('/login.data', {
      method: 'POST',
      headers: { origin: testOrigin },
      body: form,
    });
    expect(other.status).toBe(413);
  });
});
