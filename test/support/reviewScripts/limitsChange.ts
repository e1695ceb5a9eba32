/**
 * A change whose review is taller than any screen: 40 new constants, one
 * finding on each (about 200 lines of answer with the verdict), for the tests
 * of long answers from programs Parley reads off their screen.
 */
import fs from 'node:fs/promises';
import type { Severity } from '../../../shared/contract';
import type { TempRepo } from '../gitRepo';
import { createTempRepo } from '../gitRepo';
import type { ScriptedComment } from './parleyRequest';

export const LIMITS_FILE = 'src/limits.ts';
const COUNT = 40;

/** One finding on each line the change adds. */
export function limitFindings(severity: Severity): ScriptedComment[] {
  return Array.from({ length: COUNT }, (_, i) => ({
    file: LIMITS_FILE,
    line: i + 1,
    severity,
    comment: `LIMIT_${i + 1} has no unit: say whether it counts bytes or items.`,
  }));
}

/** A repo whose committed limits file is empty and whose working tree adds the 40 constants. */
export async function createLimitsRepo(): Promise<TempRepo> {
  const repo = await createTempRepo({ [LIMITS_FILE]: '' });
  const lines = Array.from(
    { length: COUNT },
    (_, i) => `export const LIMIT_${i + 1} = ${(i + 1) * 100};`,
  );
  await fs.writeFile(repo.file(LIMITS_FILE), `${lines.join('\n')}\n`);
  return repo;
}
