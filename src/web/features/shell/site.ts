/** Facts about the site that several pages print. */
export const site = {
  name: 'Pitwall',
  supportUrl: 'https://ko-fi.com/pitwall',
} as const;

export const credits = {
  f1db: { name: 'F1DB', url: 'https://github.com/f1db/f1db' },
  ccBy: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  circuits: { name: 'bacinger/f1-circuits', url: 'https://github.com/bacinger/f1-circuits' },
  mit: { name: 'MIT', url: 'https://opensource.org/license/mit' },
} as const;
