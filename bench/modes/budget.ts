// `npm run bench -- --budget`: every page's first-load JavaScript against the 125 KB gzip budget
// (scripts/client-budget.ts, read from the build's manifest, as the build checks it); no server.
import { join } from 'node:path';
import { firstLoadBudgetBytes, firstLoadSizes, kb } from '../../scripts/client-budget.ts';
import { formatTable, root } from '../common.ts';

/** Every page's first-load JavaScript (gzip, from the build's manifest) against the budget. */
export function printBudget() {
  const { pages, over } = firstLoadSizes(join(root, 'build', 'client'));
  console.log(
    `\nFirst-load JavaScript per page (gzip, build/client's manifest), budget ${kb(firstLoadBudgetBytes)}\n`,
  );
  const budgetRows = [['route', 'scripts', 'JS gzip', 'budget']];
  for (const page of pages) {
    budgetRows.push([
      page.route,
      String(page.files),
      kb(page.bytes),
      page.bytes > firstLoadBudgetBytes ? 'OVER' : 'within',
    ]);
  }
  console.log(formatTable(budgetRows));
  const largest = pages[0];
  console.log(
    over.length === 0
      ? `\nFirst-load JavaScript budget (${kb(firstLoadBudgetBytes)} gzip): met by all ${pages.length} pages` +
          (largest ? `, largest ${kb(largest.bytes)} (${largest.route})` : '')
      : `\nFirst-load JavaScript budget (${kb(firstLoadBudgetBytes)} gzip): NOT met by ${over.length} of ` +
          `${pages.length} pages: ${over.map((page) => `${page.route} ${kb(page.bytes)}`).join(', ')}`,
  );
}

export async function run() {
  printBudget();
}
