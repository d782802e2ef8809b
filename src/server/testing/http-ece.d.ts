/** The one call the tests' push service makes of http_ece (RFC 8188 content encoding). */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  type Params = { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer };
  const ece: { decrypt: (buffer: Buffer, params: Params) => Buffer };
  export default ece;
}
