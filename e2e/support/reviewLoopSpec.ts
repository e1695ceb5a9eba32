import type { Page } from '@playwright/test';
import { openApp } from './app';
import { makeGitProject, sampleProject, type GitProject } from './gitProject';
import { twoAgents } from './reviewPanel';
import { test, useParleyServer } from './test';

/** Whole review loops with real parley-agent sessions take a few rounds of agent turns. */
export const LOOP_TIMEOUT = 90_000;

/**
 * The setup every review-loop spec shares: a `parley serve` for the file, a
 * viewport wide enough for an 80-column author terminal beside the Review
 * Panel, and a fresh git project per test (removed after it) with two
 * parley-agent sessions in it.
 */
export function useReviewLoops() {
  const parley = useParleyServer();
  test.setTimeout(180_000);
  test.use({ viewport: { width: 1600, height: 900 } });

  let project: GitProject | undefined;
  test.afterEach(async () => {
    await project?.remove();
    project = undefined;
  });

  return {
    /** The address of this file's `parley serve`, for a spec that sets up its own sessions. */
    serverUrl: () => parley.server.url,
    /**
     * Opens the app on a new sample project (with its uncommitted change
     * unless `withChange` is false) and starts "<prefix>author" and
     * "<prefix>reviewer" there (its parley-agent given `reviewerArgs`);
     * answers the project.
     */
    async openWithAgents(
      page: Page,
      prefix: string,
      withChange = true,
      reviewerArgs?: string,
    ): Promise<GitProject> {
      project = await makeGitProject(sampleProject.committed);
      if (withChange) await project.write(sampleProject.change);
      await openApp(page, parley.server.url);
      await twoAgents(page, prefix, project.dir, reviewerArgs);
      return project;
    },
  };
}
