import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const assetStylesheet = /^\/assets\/[\w.-]+\.css$/;

/**
 * Reads the client build's stylesheets by their URL (`/assets/<name>-<hash>.css`) for pages to
 * inline, each once: their names change with their content. Anything else is undefined, so the page
 * links it instead. A `</style` inside one could not end the element it is inlined in: it is escaped
 * (`<\/style` means the same in CSS).
 */
export function stylesheetReader(clientDir: string): (href: string) => string | undefined {
  const read = new Map<string, string | undefined>();
  return (href) => {
    if (!assetStylesheet.test(href)) return undefined;
    if (!read.has(href)) {
      let text: string | undefined;
      try {
        text = readFileSync(join(clientDir, href), 'utf8').replace(/<\/(style)/gi, '<\\/$1');
      } catch {
        text = undefined;
      }
      read.set(href, text);
    }
    return read.get(href);
  };
}
