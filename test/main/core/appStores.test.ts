import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AgentReview } from '../../../shared/contract';
import { openAppStores } from '../../../main/core/appStores';
import type { StoreProblem } from '../../../main/core/store/store';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-app-stores-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function review(id: string): AgentReview {
  return {
    id,
    diffSource: { kind: 'branch', base: 'main' },
    workspace: '/work/project',
    authorSessionId: 'author-1',
    reviewerSessionId: 'reviewer-1',
    status: 'changes-requested',
    rounds: [
      {
        roundNumber: 1,
        verdict: 'changes-requested',
        reviewComments: [
          { file: 'src/a.ts', line: 3, severity: 'warning', comment: 'Remove the console.log.' },
        ],
        authorResponse: '',
        cost: { author: 0, reviewer: 0.0123, total: 0.0123, estimated: false },
        timestamp: '2026-01-01T10:00:00.000Z',
      },
    ],
    maxRounds: 3,
    autoIterate: true,
    effort: 'medium',
    costCeiling: 2,
    totalCost: 0.0123,
    createdAt: '2026-01-01T09:59:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
  };
}

const write = (name: string, value: unknown) =>
  fs.writeFileSync(path.join(dataDir, name), JSON.stringify(value));

describe('openAppStores', () => {
  it('starts empty with default settings and persists each store in its own file', () => {
    const stores = openAppStores(dataDir);
    expect(stores.settings.read()).toEqual({
      review: {
        reviewerProfileId: '',
        maxRounds: 3,
        autoIterate: true,
        effort: 'medium',
        gate: 'warning',
        costCeiling: null,
      },
      profiles: {},
      standardsFile: '',
      theme: 'system',
      editor: { command: '' },
      terminal: { fontSize: 13, scrollback: 10_000 },
    });
    expect(stores.reviews.ids()).toEqual([]);
    expect(stores.problems()).toEqual([]);

    stores.reviews.write(review('r1'));
    stores.settings.update((s) => ({ ...s, theme: 'dark' }));
    stores.profiles.write([
      {
        id: 'my-agent',
        name: 'My agent',
        description: '',
        command: 'my-agent',
        args: ['--fast'],
        env: {},
        submit: 'stdin',
        costPattern: String.raw`cost \$(\d+\.\d+)`,
      },
    ]);

    const again = openAppStores(dataDir);
    expect(again.reviews.read('r1')).toEqual(review('r1'));
    expect(again.settings.read().theme).toBe('dark');
    expect(again.profiles.read()[0]!.args).toEqual(['--fast']);
    expect(fs.readdirSync(dataDir).sort()).toEqual(['profiles.json', 'reviews', 'settings.json']);
    expect(fs.readdirSync(path.join(dataDir, 'reviews', 'r1'))).toEqual(['review.json']);
    // The user's reviews and prompts: readable by the user only.
    expect(fs.statSync(path.join(dataDir, 'settings.json')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dataDir, 'reviews', 'r1', 'review.json')).mode & 0o777).toBe(
      0o600,
    );
  });

  it('fills settings added since the file was written with their defaults', () => {
    write('settings.json', {
      schemaVersion: 1,
      data: { theme: 'light', review: { maxRounds: 5 } },
    });
    const { settings, problems } = openAppStores(dataDir);
    expect(settings.read().theme).toBe('light');
    expect(settings.read().review).toEqual({
      reviewerProfileId: '',
      maxRounds: 5,
      autoIterate: true,
      effort: 'medium',
      gate: 'warning',
      costCeiling: null,
    });
    expect(problems()).toEqual([]);
  });

  it("moves an earlier version's reviews.json into one file per review, once, keeping it aside", async () => {
    const running = {
      ...review('r4'),
      status: 'in-progress' as const,
      phase: 'reviewing' as const,
    };
    write('reviews.json', { schemaVersion: 1, data: [review('r1'), running] });
    const first = openAppStores(dataDir);
    await first.migrated;

    expect(first.reviews.ids().sort()).toEqual(['r1', 'r4']);
    expect(first.reviews.read('r1')).toEqual(review('r1'));
    // Nobody runs it any more: the process that did is not named anywhere.
    expect(first.reviews.read('r4')?.status).toBe('interrupted');
    expect(first.problems()).toEqual([]);
    const [kept] = fs.readdirSync(dataDir).filter((f) => f.startsWith('reviews.before-'));
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, kept!), 'utf8'))).toMatchObject({
      data: [{ id: 'r1' }, { id: 'r4' }],
    });

    const again = openAppStores(dataDir);
    await again.migrated;
    expect(again.problems()).toEqual([]);
    expect(again.reviews.ids().sort()).toEqual(['r1', 'r4']);
  });

  it('keeps the readable reviews of an old reviews.json when one is damaged, with the whole file kept aside', async () => {
    const damaged = { ...review('r2'), status: 'exploded' };
    write('reviews.json', { schemaVersion: 1, data: [review('r1'), damaged, review('r3')] });
    const reported: StoreProblem[] = [];
    const { reviews, problems, migrated } = openAppStores(dataDir, (p) => reported.push(p));
    await migrated;

    expect(reviews.ids().sort()).toEqual(['r1', 'r3']);
    expect(reported).toEqual([expect.objectContaining({ kind: 'partly-corrupt' })]);
    expect(reported[0]!.message).toMatch(/1 review of .*reviews\.json could not be read/);
    const kept = JSON.parse(fs.readFileSync(reported[0]!.keptAt!, 'utf8')) as {
      data: { id: string }[];
    };
    expect(kept.data.map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
    expect(problems()).toEqual(reported);
    expect(openAppStores(dataDir).problems()).toEqual([]);
  });

  it('keeps a damaged review record aside in its folder and leaves that review out', () => {
    const folder = path.join(dataDir, 'reviews', 'r1');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'review.json'), '{"schemaVersion":1,"data":{"id":');
    const { reviews, problems } = openAppStores(dataDir);

    expect(reviews.read('r1')).toBeNull();
    expect(problems()).toEqual([expect.objectContaining({ kind: 'corrupt' })]);
    expect(fs.readFileSync(problems()[0]!.keptAt!, 'utf8')).toBe(
      '{"schemaVersion":1,"data":{"id":',
    );
  });

  it('gathers the problems of every store', () => {
    fs.writeFileSync(path.join(dataDir, 'settings.json'), '{ oops');
    write('sessions.json', { schemaVersion: 9, data: [] });
    const { problems, sessions } = openAppStores(dataDir);
    expect(problems().map((p) => [path.basename(p.file), p.kind])).toEqual([
      ['settings.json', 'corrupt'],
      ['sessions.json', 'newer-version'],
    ]);
    expect(sessions.readOnly).toBe(true);
  });

  it('refuses to save a custom profile whose pattern is not a regular expression', () => {
    const { profiles } = openAppStores(dataDir);
    expect(() =>
      profiles.write([
        {
          id: 'broken',
          name: 'Broken',
          description: '',
          command: 'x',
          args: [],
          env: {},
          submit: 'paste',
          readyPattern: '(unclosed',
        },
      ]),
    ).toThrow(/not a valid regular expression/);
    expect(fs.existsSync(path.join(dataDir, 'profiles.json'))).toBe(false);
  });
});
