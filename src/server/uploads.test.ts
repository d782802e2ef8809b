import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openAccountsTestApp, signIn, signUpConfirmed, testOrigin } from './testing/accounts.ts';
import { createFolderUploadStore } from './uploads.ts';

const root = mkdtempSync(join(tmpdir(), 'pitwall-uploads-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the folder upload store', () => {
  test('keeps, replaces and removes files by key, leaving no partial files', async () => {
    const store = createFolderUploadStore(join(root, 'store'));
    expect(await store.get('avatars/a.webp')).toBeNull();
    expect(await store.put('avatars/a.webp', new Uint8Array([1, 2, 3]))).toEqual({ created: true });
    expect(await store.put('avatars/a.webp', new Uint8Array([4, 5]))).toEqual({ created: false });
    expect(await store.get('avatars/a.webp')).toEqual(new Uint8Array([4, 5]));
    expect(readdirSync(join(root, 'store', 'avatars'))).toEqual(['a.webp']);
    await store.remove('avatars/a.webp');
    await store.remove('avatars/a.webp');
    expect(await store.get('avatars/a.webp')).toBeNull();
  });

  test('refuses keys that would leave its folder', async () => {
    const store = createFolderUploadStore(join(root, 'store'));
    for (const key of ['../secret', 'avatars/../../x', '/etc/passwd', 'a//b', '', '.hidden']) {
      await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow(/Not an upload key/);
      await expect(store.get(key)).rejects.toThrow(/Not an upload key/);
    }
  });
});

describe('two instances on one UPLOADS_DIR', () => {
  let t: Awaited<ReturnType<typeof openAccountsTestApp>>;
  const shared = join(root, 'shared-volume');
  beforeAll(async () => {
    t = await openAccountsTestApp({ PITWALL_DATA_DIR: join(root, 'a'), UPLOADS_DIR: shared });
  });
  afterAll(() => t?.close());

  test('a photo uploaded through one is served by the other', async () => {
    const other = t.withEnv({ PITWALL_DATA_DIR: join(root, 'b'), UPLOADS_DIR: shared });
    const alone = t.withEnv({ PITWALL_DATA_DIR: join(root, 'c'), UPLOADS_DIR: join(root, 'c', 'uploads') });
    const cookie = await signIn(t.app, await signUpConfirmed(t.app, t.inbox));
    const form = new FormData();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff8000' } })
      .png()
      .toBuffer();
    form.set('photo', new File([new Uint8Array(png)], 'photo.png', { type: 'image/png' }));
    const upload = await t.app.request('/api/profile/photo', {
      method: 'PUT',
      headers: { cookie, origin: testOrigin },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { photoUrl } = (await upload.json()) as { photoUrl: string };

    const fromUploader = await t.app.request(photoUrl);
    const fromOther = await other.app.request(photoUrl);
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers.get('content-type')).toBe('image/webp');
    expect(new Uint8Array(await fromOther.arrayBuffer())).toEqual(
      new Uint8Array(await fromUploader.arrayBuffer()),
    );
    // An instance with an uploads folder of its own does not have it.
    expect((await alone.app.request(photoUrl)).status).toBe(404);
  });
});
