import { useEffect, useState } from 'react';
import {
  priceFields,
  type PriceField,
  type PriceSettings,
  type TablePrices,
} from '../../../shared/contract';
import { useClient } from '../api/ClientContext';
import { errorMessage } from '../api/parleyError';
import { errorAttributes, FieldError } from '../ui/FieldError';
import { allPriceFields, type PriceEntry } from './priceEntry';
import { describePricesInUse } from './pricesInUse';

interface ProfilePriceFieldsProps {
  /** The id of each field, by its name. */
  readonly id: (name: string) => string;
  readonly profileId: string;
  readonly entry: PriceEntry;
  /** What is wrong with a price, when the form was refused. */
  readonly errorOf: (field: PriceField) => string | undefined;
  /** The profile's saved prices: the ones in use now. */
  readonly saved: PriceSettings | undefined;
  /** The profile's saved model setting: the table is read for the model it names. */
  readonly savedModel: string | undefined;
  readonly onChange: (prices: PriceEntry) => void;
}

/** A profile's prices per million tokens, each blank for the built-in table's, and which are in use. */
export function ProfilePriceFields({
  id,
  profileId,
  entry,
  errorOf,
  saved,
  savedModel,
  onChange,
}: ProfilePriceFieldsProps) {
  const client = useClient();
  const [table, setTable] = useState<TablePrices | string | null>(null);
  useEffect(() => {
    let current = true;
    client.call('settings:table-prices', { profileId }).then(
      (found) => current && setTable(found),
      (error: unknown) => current && setTable(errorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [client, profileId, savedModel]);
  const found = typeof table === 'string' ? null : table;

  return (
    <>
      <div className="field-grid">
        {allPriceFields.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={id(field)}>{priceFields[field]}</label>
            <input
              id={id(field)}
              value={entry[field]}
              inputMode="decimal"
              spellCheck={false}
              placeholder={found ? String(found.prices[field]) : ''}
              {...errorAttributes(id(`${field}-error`), errorOf(field))}
              onChange={(event) => onChange({ ...entry, [field]: event.target.value })}
            />
            <FieldError id={id(`${field}-error`)} error={errorOf(field)} />
          </div>
        ))}
      </div>
      <p className="field-help">
        US dollars per million tokens. A blank price is the built-in table’s for the model the agent
        records; the next priced turn uses what is saved.
      </p>
      <p className="field-help" data-testid="prices-in-use">
        {table === null
          ? 'Looking up the table’s prices…'
          : typeof table === 'string'
            ? `Could not look up the table’s prices: ${table}`
            : describePricesInUse(table, saved)}
      </p>
    </>
  );
}
