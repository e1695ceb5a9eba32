import { priceFields, type PriceField, type PriceSettings } from '../../../../shared/contract';
import { PRICES_AS_OF, priceFor, type ModelPrice, type PriceLookup } from './priceTable';

/**
 * The price lookup for the agents of each profile, by profile id. The
 * composition root answers it from Settings at each call, so a price saved
 * mid-review applies from the next priced turn on; pricing code never reads
 * Settings itself.
 */
export type ProfilePrices = (profileId: string) => PriceLookup;

/** The built-in table for every profile: what runs with no Settings (tools, tests). */
export const tablePrices: ProfilePrices = () => priceFor;

const allFields = Object.keys(priceFields) as PriceField[];

/**
 * The table under a profile's own prices, field by field: a price the user
 * left blank is the table's for whichever model the agent recorded.
 */
export function withYourPrices(yours: PriceSettings | undefined): PriceLookup {
  const fields = allFields.filter((field) => yours?.[field] !== undefined);
  if (!yours || fields.length === 0) return priceFor;
  const set = Object.fromEntries(fields.map((field) => [field, yours[field]]));
  return (model) => ({ ...priceFor(model), ...set, yours: fields });
}

/** Where a price comes from, for a cost's tooltip: the dated table, the user's, or both. */
export function priceSource(price: ModelPrice): string {
  const table = `list prices of ${PRICES_AS_OF}`;
  if (price.yours.length === 0) return table;
  if (price.yours.length === allFields.length) return 'your prices from Settings';
  const named = price.yours.map((field) => priceFields[field].toLowerCase()).join(', ');
  return `your ${named} from Settings, ${table} for the rest`;
}
