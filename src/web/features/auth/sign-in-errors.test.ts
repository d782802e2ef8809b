import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from './sign-in-errors.ts';

describe('signInErrorMessage', () => {
  it('says what a known code means, whatever its case', () => {
    expect(signInErrorMessage('access_denied')).toBe('You cancelled the sign-in. Nothing was changed.');
    expect(signInErrorMessage('ACCESS_DENIED')).toBe('You cancelled the sign-in. Nothing was changed.');
  });

  it.each(['__proto__', 'constructor', 'toString', 'made-up'])(
    'gives %s, a code no message names, the general message (as text the page can show)',
    (code) => {
      expect(signInErrorMessage(code)).toBe('The sign-in did not work. Please try again.');
    },
  );
});
