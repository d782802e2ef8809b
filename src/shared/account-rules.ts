/**
 * Account input rules, shared by the forms, their actions and the JSON API. Passwords follow
 * docs/product.md §5: the identity service's default minimum of 6 characters.
 */
export const passwordRules = { min: 6, max: 128 } as const;
export const displayNameMax = 50;
/** Profile photos: at most 5 MB, in one of these formats. */
export const photoMaxBytes = 5 * 1024 * 1024;
export const photoTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** Field name → message, for showing errors beside each field. */
export type FieldErrors = Partial<Record<string, string>>;
