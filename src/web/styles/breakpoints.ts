/** Layout breakpoints in CSS pixels (docs/product.md §9); the same values as the custom media in breakpoints.css. */
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export type Breakpoint = keyof typeof breakpoints;
