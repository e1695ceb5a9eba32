import type { TablePrices } from '../../../shared/contract';
import { PRICES_AS_OF, priceFor } from '../review/cost/priceTable';

/** The built-in table's row for a model: what Settings shows a blank price stands for. */
export function tablePricesFor(model: string): TablePrices {
  const { name, inputPerMTok, outputPerMTok, cacheReadPerMTok, cacheWritePerMTok } =
    priceFor(model);
  return {
    model,
    row: name,
    asOf: PRICES_AS_OF,
    prices: { inputPerMTok, outputPerMTok, cacheReadPerMTok, cacheWritePerMTok },
  };
}
