/** Jolpica's paging: 30 rows unless asked, at most 100 (a larger limit is clamped, as Jolpica does). */
export const defaultLimit = 30;
export const maxLimit = 100;
