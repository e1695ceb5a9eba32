import { priceFields, type PriceField, type PriceSettings } from '../../../shared/contract';

/** A profile's prices as typed: US dollars per million tokens, blank for the table's. */
export type PriceDraft = Readonly<Record<PriceField, string>>;

export const allPriceFields = Object.keys(priceFields) as PriceField[];

export const emptyPriceDraft: PriceDraft = {
  inputPerMTok: '',
  outputPerMTok: '',
  cacheReadPerMTok: '',
  cacheWritePerMTok: '',
};

export function toPriceDraft(prices: PriceSettings | undefined): PriceDraft {
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
 * not a number goes to the core as it is (NaN), which refuses it naming the field.
 */
export function fromPriceDraft(draft: PriceDraft): PriceSettings | null {
  const set = allPriceFields.filter((field) => draft[field].trim() !== '');
  if (set.length === 0) return null;
  return Object.fromEntries(set.map((field) => [field, Number(draft[field].trim())]));
}
