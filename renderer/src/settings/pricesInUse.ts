import {
  DEFAULT_PRICE_ROW,
  NO_MODEL_PRICE_ROW,
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
  if (own.length === 0 && table.row === NO_MODEL_PRICE_ROW) {
    return "In use: none. This profile's program calls no model, so its turns cost nothing.";
  }
  const tableName = tablePricesName(table);
  const fromTable = listed(rest, (field) => table.prices[field]);
  const fromYou = listed(own, (field) => yours?.[field] ?? 0);
  if (own.length === 0) return `In use: ${tableName} (${fromTable}).`;
  if (rest.length === 0) return `In use: yours (${fromYou}).`;
  return `In use: yours for ${own.map(shortName).join(', ')} (${fromYou}); for the rest, ${tableName} (${fromTable}).`;
}

/** Which of the built-in table's prices these are, in words. */
function tablePricesName(table: TablePrices): string {
  if (table.row === DEFAULT_PRICE_ROW) {
    // A profile that names no model asks for the default row by that name.
    const model = table.model === DEFAULT_PRICE_ROW ? '' : ` (${table.model})`;
    return `the built-in table's prices for a model it does not list${model}, as of ${table.asOf}`;
  }
  // The row is named only when it is not the model itself (one row prices a family of models).
  const row = table.row === table.model ? '' : `, listed under ${table.row}`;
  return `the built-in table's prices for ${table.model}${row} as of ${table.asOf}`;
}
