/**
 * A test file's real core on a temp git repository, one per test: `start`
 * makes them, and the core, the repository and the data folder go after
 * each test.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import {
  createParleyCore,
  type LocalParleyCore,
  type ParleyCoreOptions,
} from '../../main/core/parleyCore';
import { createTempRepo, type TempRepo } from './gitRepo';

export interface CoreOnRepo {
  readonly repo: TempRepo;
  readonly dataDir: string;
  readonly core: LocalParleyCore;
}

type ExtraOptions = Partial<Omit<ParleyCoreOptions, 'workspace' | 'dataDir'>>;

export function useCoreOnRepo(): {
  /** A repository with `files` committed, and a core on it; `options(dataDir)` adds to the core's. */
  start(
    files: Readonly<Record<string, string>>,
    options?: (dataDir: string) => ExtraOptions,
  ): Promise<CoreOnRepo>;
} {
  let made: { -readonly [K in keyof CoreOnRepo]?: CoreOnRepo[K] } = {};
  afterEach(async () => {
    await made.core?.dispose();
    await made.repo?.dispose();
    if (made.dataDir) await fs.rm(made.dataDir, { recursive: true, force: true });
    made = {};
  });
  return {
    async start(files, options) {
      const repo = await createTempRepo(files);
      made.repo = repo;
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
      made.dataDir = dataDir;
      const core = await createParleyCore({
        workspace: repo.dir,
        dataDir,
        isDesktop: false,
        version: 'test',
        ...options?.(dataDir),
      });
      made.core = core;
      return { repo, dataDir, core };
    },
  };
}
