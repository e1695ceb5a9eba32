import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../../../shared/contract';
import { CoreError } from '../../../../main/core/api';
import { SettingsService } from '../../../../main/core/settings/settingsService';
import { tablePricesFor } from '../../../../main/core/settings/tablePricesFor';
import { openAppStores } from '../../../../main/core/appStores';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-prices-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The settings service over the real settings.json in dataDir, as the core opens it. */
function open(): SettingsService {
  return new SettingsService({
    store: openAppStores(dataDir, () => {}).settings,
    profileIds: () => ['claude', 'codex'],
    onChange: () => {},
  });
}

function withPrices(base: Settings, prices: unknown): unknown {
  return { ...base, profiles: { claude: { env: {}, allowedCommands: [], prices } } };
}

function refusalOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (error instanceof CoreError && error.code === 'bad-input') return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('prices in Settings', () => {
  it('keeps a profile’s prices across a restart; a blank price is simply absent', () => {
    const service = open();
    service.write(withPrices(service.read(), { inputPerMTok: 2.5, cacheWritePerMTok: 0 }));

    const reopened = open().read();
    expect(reopened.profiles.claude?.prices).toEqual({ inputPerMTok: 2.5, cacheWritePerMTok: 0 });
    expect(reopened.profiles.claude?.prices).not.toHaveProperty('outputPerMTok');
  });

  it('refuses a negative, non-numeric or unknown price at its path, saying what it must be, and keeps what it had', () => {
    const service = open();
    const before = service.read();

    expect(refusalOf(() => service.write(withPrices(before, { outputPerMTok: -1 })))).toBe(
      'Settings: profiles.claude.prices.outputPerMTok: cannot be negative',
    );
    // NaN is what the form sends for text that is not a number; JSON turns it into null.
    for (const notANumber of [Number.NaN, null, '3', Number.POSITIVE_INFINITY]) {
      expect(
        refusalOf(() => service.write(withPrices(before, { cacheReadPerMTok: notANumber }))),
      ).toBe(
        'Settings: profiles.claude.prices.cacheReadPerMTok: a number of US dollars per million tokens',
      );
    }
    expect(refusalOf(() => service.write(withPrices(before, { inputPerMTok: 20_000 })))).toMatch(
      /prices\.inputPerMTok: at most \$10,000/,
    );
    expect(refusalOf(() => service.write(withPrices(before, { perRequest: 1 })))).toMatch(
      /profiles\.claude\.prices/,
    );

    expect(open().read()).toEqual(before);
  });
});

describe('tablePricesFor', () => {
  it('gives the dated table row a blank price stands for', () => {
    expect(tablePricesFor('claude-sonnet-4-5')).toEqual({
      model: 'claude-sonnet-4-5',
      row: 'claude-sonnet',
      asOf: '2025-11-15',
      prices: {
        inputPerMTok: 3,
        outputPerMTok: 15,
        cacheReadPerMTok: 0.3,
        cacheWritePerMTok: 3.75,
      },
    });
    expect(tablePricesFor('my-local-llm').row).toBe('default');
  });
});
