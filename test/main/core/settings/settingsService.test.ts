import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../../../shared/contract';
import { CoreError } from '../../../../main/core/api';
import { SettingsService } from '../../../../main/core/settings/settingsService';
import { openAppStores } from '../../../../main/core/appStores';
import type { StoreProblem } from '../../../../main/core/store/store';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-settings-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The settings service over the real settings.json in dataDir, as the core opens it. */
function open() {
  const problems: StoreProblem[] = [];
  const changes: Settings[] = [];
  const stores = openAppStores(dataDir, (problem) => problems.push(problem));
  const service = new SettingsService({
    store: stores.settings,
    profileIds: () => ['claude', 'parley-agent'],
    onChange: (settings) => changes.push(settings),
  });
  return { service, problems, changes };
}

function refusal(action: () => unknown): CoreError {
  try {
    action();
  } catch (error) {
    if (error instanceof CoreError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('SettingsService', () => {
  it('starts from defaults with no file, and keeps a change across a restart', () => {
    const first = open();
    const defaults = first.service.read();
    expect(defaults.review).toMatchObject({ maxRounds: 3, autoIterate: true, costCeiling: null });
    expect(defaults.editor.command).toBe('');

    const changed = first.service.write({
      ...defaults,
      review: { ...defaults.review, maxRounds: 7, reviewerProfileId: 'parley-agent' },
      profiles: { claude: { args: ['--model', 'opus'], env: {}, allowedCommands: ['make e2e'] } },
      editor: { command: 'code -g {file}:{line}' },
    });
    expect(first.changes).toEqual([changed]);

    const second = open();
    expect(second.service.read()).toEqual(changed);
    expect(second.service.read().review.maxRounds).toBe(7);
    expect(second.problems).toEqual([]);
  });

  it('refuses a bad value with a message naming the field, and keeps what it had', () => {
    const { service, changes } = open();
    const before = service.read();
    const error = refusal(() =>
      service.write({ ...before, review: { ...before.review, maxRounds: 50 } }),
    );
    expect(error.code).toBe('bad-input');
    expect(error.message).toMatch(/review\.maxRounds/);
    expect(error.message).toMatch(/20/);

    const badEnv = refusal(() =>
      service.write({
        ...before,
        profiles: { claude: { env: { '1BAD': 'x' }, allowedCommands: [] } },
      }),
    );
    expect(badEnv.message).toMatch(/profiles\.claude\.env/);

    expect(service.read()).toEqual(before);
    expect(changes).toEqual([]);
    expect(open().service.read()).toEqual(before);
  });

  it('refuses settings for a profile that does not exist', () => {
    const { service } = open();
    const before = service.read();
    expect(
      refusal(() =>
        service.write({ ...before, profiles: { nope: { env: {}, allowedCommands: [] } } }),
      ).message,
    ).toMatch(/nope/);
    expect(
      refusal(() =>
        service.write({ ...before, review: { ...before.review, reviewerProfileId: 'ghost' } }),
      ).message,
    ).toMatch(/ghost/);
  });

  it('sets a corrupt settings file aside, reports it and starts from defaults', () => {
    fs.writeFileSync(path.join(dataDir, 'settings.json'), '{ "schemaVersion": 1, "data": {"the');
    const { service, problems } = open();
    expect(service.read().review.maxRounds).toBe(3);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.kind).toBe('corrupt');
    expect(problems[0]!.message).toMatch(/settings\.json could not be read/);
    const keptAt = problems[0]!.keptAt!;
    expect(fs.readFileSync(keptAt, 'utf8')).toContain('"the');

    // The next change is kept in a fresh file.
    service.write({ ...service.read(), theme: 'dark' });
    expect(open().service.read().theme).toBe('dark');
  });

  it('loads a file from before the newer settings existed, filling in their defaults', () => {
    fs.writeFileSync(
      path.join(dataDir, 'settings.json'),
      JSON.stringify({
        schemaVersion: 1,
        data: { review: { maxRounds: 2, autoIterate: false, effort: 'low', costCeiling: 1 } },
      }),
    );
    const { service, problems } = open();
    expect(problems).toEqual([]);
    expect(service.read().review).toMatchObject({ maxRounds: 2, reviewerProfileId: '' });
    expect(service.read().editor.command).toBe('');
  });
});
