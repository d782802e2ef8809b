import { z } from 'zod';

// C0 controls (NUL among them), DEL and the C1 controls: no stored text holds them. PostgreSQL
// refuses NUL in text outright, and the others break the pages and logs that show the text.
const anyControl = /\p{Cc}/u;
// A multi-line text keeps its tabs and line breaks.
const controlButLines = /(?![\t\n\r])\p{Cc}/u;

/** What a field with a control character in it is told. */
export const controlCharacterMessage = 'Use text without control characters (such as NUL)';

/** Whether a text holds a control character: tab, newline and carriage return allowed when `multiline`. */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? controlButLines : anyControl).test(value);
}

/** The text with its control characters removed (tab and line breaks kept when `multiline`). */
export function withoutControlCharacters(value: string, { multiline = false } = {}): string {
  return value.replace(new RegExp((multiline ? controlButLines : anyControl).source, 'gu'), '');
}

/**
 * A string that may be stored: every text field of the forms, the JSON API and better-auth's
 * endpoints is one of these, so a control character is a 400 naming the field wherever it comes in.
 */
export function plainText(options: { error?: string; multiline?: boolean } = {}) {
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .refine((value) => !hasControlCharacters(value, options), controlCharacterMessage);
}
