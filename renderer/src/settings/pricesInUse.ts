import {
  priceFields,
  type PriceField,
  type PriceSettings,
  type TablePrices,
} from '../../../shared/contract';
import { allPriceFields } from './priceEntry';

/** "input", "cache-read": a price's name inside a sentence. */
const shortName = (field: PriceField) => priceFields[field].replace(/ price$/, '').toLowerCase();

/** "$3", "$0.30", "$0.125": whole dollars bare, cents always shown. */
export function formatPerMTok(usd: number): string {
  const fraction = Number.isInteger(usd) ? 0 : 2;
  return `$${usd.toLocaleString('en-US', { minimumFractionDigits: fraction, maximumFractionDigits: 6 })}`;
}

function listed(fields: readonly PriceField[], price: (field: PriceField) => number): string {
  return fields.map((field) => `${formatPerMTok(price(field))} ${shortName(field)}`).join(', ');
}

/**
 * Which prices the cost meter uses for a profile as saved: the user's, the
 * dated table's for the profile's model, or each for some of them.
 */
export function describePricesInUse(table: TablePrices, yours: PriceSettings | undefined): string {
  const own = allPriceFields.filter((field) => yours?.[field] !== undefined);
  const rest = allPriceFields.filter((field) => !own.includes(field));
  // The row is named only when it is not the model itself (one row prices a family of models).
  const row = table.row === table.model ? '' : `, listed under ${table.row}`;
  const tableName = `the built-in table's prices for ${table.model}${row} as of ${table.asOf}`;
  const fromTable = listed(rest, (field) => table.prices[field]);
  const fromYou = listed(own, (field) => yours?.[field] ?? 0);
  if (own.length === 0) return `In use: ${tableName} (${fromTable}).`;
  if (rest.length === 0) return `In use: yours (${fromYou}).`;
  return `In use: yours for ${own.map(shortName).join(', ')} (${fromYou}); for the rest, ${tableName} (${fromTable}).`;
}
