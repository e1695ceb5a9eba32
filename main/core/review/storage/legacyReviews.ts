import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import { AgentReviewSchema, isRunningStatus, type AgentReview } from '../../../../shared/contract';
import { messageOf } from '../../store/confFile';
import { decodeEnvelope } from '../../store/envelope';
import type { ReviewRecords } from './reviewRecords';
import { freeName } from '../../store/setAside';
import { inspectStoreFile } from '../../store/storeFile';

/** Entries checked between two turns of the event loop: the core keeps answering meanwhile. */
const CHUNK = 2000;

/**
 * Moves the single `reviews.json` of earlier versions into per-review records,
 * once, in the background (a 60 MB file must not hold up the start). The file
 * is first renamed to `reviews.migrating.json`: the rename is the claim (of
 * two processes starting together one gets it), and a migration cut short by
 * a crash is taken up again at the next start; records already written are
 * kept. At the end the old file is kept aside, and reported when some of its
 * reviews could not be read. Never rejects: what goes wrong is reported.
 */
export async function migrateLegacyReviews(
  dataDir: string,
  records: ReviewRecords,
  now: () => Date = () => new Date(),
): Promise<void> {
  const legacy = path.join(dataDir, 'reviews.json');
  const claimed = path.join(dataDir, 'reviews.migrating.json');
  try {
    const found = inspectStoreFile(legacy);
    if (found.kind === 'foreign') return keepAside(legacy, legacy, found.reason, records, now);
    if (found.kind === 'regular') fs.renameSync(legacy, claimed);
    if (inspectStoreFile(claimed).kind !== 'regular') return;
    await migrate(legacy, claimed, records, now);
  } catch (error) {
    // ENOENT: another process took the file first and migrates it.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    records.report({
      file: legacy,
      kind: 'unreadable',
      message: `${legacy} (the reviews of an earlier Parley) could not be moved to one file per review (${messageOf(error)}). Those reviews are not shown; the file is left as it is.`,
    });
  }
}

async function migrate(
  legacy: string,
  claimed: string,
  records: ReviewRecords,
  now: () => Date,
): Promise<void> {
  let raw: unknown;
  try {
    raw = JSON.parse(await fs.promises.readFile(claimed, 'utf8'));
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    return keepAside(legacy, claimed, 'it is not valid JSON', records, now);
  }
  const decoded = decodeEnvelope(raw, {
    schema: z.array(z.unknown()),
    version: 1,
    migrations: {},
  });
  if (decoded.kind === 'newer') {
    return keepAside(
      legacy,
      claimed,
      `schema version ${decoded.fileVersion} is newer than this Parley reads`,
      records,
      now,
    );
  }
  if (decoded.kind === 'invalid') return keepAside(legacy, claimed, decoded.reason, records, now);

  let dropped = 0;
  let firstReason = '';
  for (let start = 0; start < decoded.data.length; start += CHUNK) {
    for (const entry of decoded.data.slice(start, start + CHUNK)) {
      const parsed = AgentReviewSchema.safeParse(entry);
      if (parsed.success) keep(parsed.data, records);
      else {
        dropped++;
        firstReason ||= parsed.error.issues[0]?.message ?? 'it does not match the schema';
      }
    }
    await nextTurn();
  }
  const keptAt = freeName(legacy, dropped > 0 ? 'corrupt' : 'before-per-review-files', now());
  fs.renameSync(claimed, keptAt);
  if (dropped === 0) return;
  records.report({
    file: legacy,
    kind: 'partly-corrupt',
    keptAt,
    message: `${dropped === 1 ? '1 review' : `${dropped} reviews`} of ${legacy} could not be read and ${dropped === 1 ? 'is' : 'are'} left out (the first: ${firstReason}). The whole file was kept as ${keptAt}; the other ${decoded.data.length - dropped} were kept.`,
  });
}

/** A review the old file held, unless an earlier (cut short) migration wrote it already. */
function keep(review: AgentReview, records: ReviewRecords): void {
  if (records.read(review.id) !== null) return;
  // The old file names no process that ran it: whatever was running then was cut short.
  records.write(isRunningStatus(review.status) ? { ...review, status: 'interrupted' } : review);
}

function keepAside(
  legacy: string,
  file: string,
  reason: string,
  records: ReviewRecords,
  now: () => Date,
): void {
  // Named after reviews.json whichever name it had: the user knows that one.
  const keptAt = freeName(legacy, 'corrupt', now());
  fs.renameSync(file, keptAt);
  records.report({
    file: legacy,
    kind: 'corrupt',
    keptAt,
    message: `${legacy} could not be read (${reason}). None of its reviews are loaded; it was kept as ${keptAt}.`,
  });
}
