import { logFileIn } from '../../../core/log/fileLogger';
import type { Logger } from '../../../core/log/logger';
import type { LocalParleyCore } from '../../../core/parleyCore';
import type { CliIo } from '../command';
import { EXIT_USAGE } from '../command';
import { EXIT_SIGNAL, exitCodeFor } from './exitCodes';
import { createProgress } from './progress';
import { reviewJson } from './reviewJson';
import { runReview, type ReviewRunRequest, type ReviewRunResult } from './runReview';
import { printStoreProblems } from '../storeProblems';
import { renderLocations, renderSummary } from './summary';

export interface ReportedRun {
  readonly io: CliIo;
  /** Print the final review as one JSON line on stdout; progress goes to stderr. */
  readonly json: boolean;
  readonly core: LocalParleyCore;
  readonly dataDir: string;
  /** The core's log, in dataDir: a run that fails says where it is. */
  readonly log: Logger;
  readonly review: Omit<ReviewRunRequest, 'core' | 'progress' | 'stopSignal'>;
}

/**
 * Runs a review and reports it the way both review commands do: progress
 * lines while it runs, then the summary table (or the review as one line of
 * JSON, always the last line of stdout), what went wrong with the agents and
 * the data folder's store files on stderr, and the exit status; where the
 * log is when the run failed. The core is disposed whatever happens, so no
 * agent process outlives the command.
 */
export async function runAndReport(run: ReportedRun): Promise<number> {
  const { io, json, core } = run;
  const stopPrinting = await printStoreProblems(core, io.stderr);
  try {
    const progress = createProgress(json ? io.stderr : io.stdout);
    const result = await runReview({
      ...run.review,
      core,
      progress,
      stopSignal: io.stopSignal,
    });
    for (const problem of result.problems) {
      io.stderr.write(`${problem}\n`);
      run.log.warn(problem);
    }
    if (json) {
      io.stderr.write(renderLocations(result.review, run.dataDir));
      io.stdout.write(`${JSON.stringify(reviewJson(result.review))}\n`);
    } else {
      io.stdout.write(renderSummary(result.review, run.dataDir));
    }
    const code = exitCode(result);
    if (code === EXIT_USAGE) tellWhereTheLogIs(run);
    return code;
  } catch (error) {
    run.log.error('The run failed:', error);
    tellWhereTheLogIs(run);
    throw error;
  } finally {
    await core.dispose();
    stopPrinting();
  }
}

/** A failed run is what a report is about: the log holds why, beside the journal. */
function tellWhereTheLogIs(run: ReportedRun): void {
  run.io.stderr.write(`Log:         ${logFileIn(run.dataDir)}\n`);
}

function exitCode(result: ReviewRunResult): number {
  switch (result.end.kind) {
    case 'signal':
      return EXIT_SIGNAL[result.end.signal] ?? EXIT_SIGNAL.SIGINT!;
    case 'dialog':
      return EXIT_USAGE;
    case 'settled':
      return exitCodeFor(result.review);
  }
}
