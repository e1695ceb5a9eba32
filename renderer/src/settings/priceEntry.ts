import { priceFields, type PriceField, type PriceSettings } from '../../../shared/contract';

/** A profile's prices as typed: US dollars per million tokens, blank for the table's. */
export type PriceEntry = Readonly<Record<PriceField, string>>;

export const allPriceFields = Object.keys(priceFields) as PriceField[];

export const emptyPriceEntry: PriceEntry = {
  inputPerMTok: '',
  outputPerMTok: '',
  cacheReadPerMTok: '',
  cacheWritePerMTok: '',
};

export function toPriceEntry(prices: PriceSettings | undefined): PriceEntry {
  const typed = (field: PriceField) => (prices?.[field] === undefined ? '' : String(prices[field]));
  return {
    inputPerMTok: typed('inputPerMTok'),
    outputPerMTok: typed('outputPerMTok'),
    cacheReadPerMTok: typed('cacheReadPerMTok'),
    cacheWritePerMTok: typed('cacheWritePerMTok'),
  };
}

/**
 * The prices typed, blanks left out; null when all are blank. Text that is
 * not a number goes on as it is (NaN), for the contract to refuse at its field.
 */
export function fromPriceEntry(entry: PriceEntry): PriceSettings | null {
  const set = allPriceFields.filter((field) => entry[field].trim() !== '');
  if (set.length === 0) return null;
  return Object.fromEntries(set.map((field) => [field, Number(entry[field].trim())]));
}
