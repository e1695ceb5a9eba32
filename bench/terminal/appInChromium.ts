import type { ParleyDirs, ParleyServer } from '../../test/support/parleyServer';
import { makeParleyDirs, startParleyServer } from '../../test/support/parleyServer';
import playwrightConfig from '../../playwright.config';
import { launchBareChromium } from './bareChromium';
import type { BarePage } from './bareChromium';
import { callCommand } from './browserPage';

export const SIDEBAR = 'aside[aria-label="Sessions"]';

export interface AppInChromium {
  readonly dirs: ParleyDirs;
  readonly server: ParleyServer;
  readonly page: BarePage;
}

/**
 * Runs `measure` on the app as a person opens it: a fresh `parley serve` and
 * a bare Chromium page (1280×800, the e2e suite's Chromium and flags) loaded
 * with it; `beforeLoad` runs first (a script the page must have from its
 * start). Everything is stopped and removed afterwards.
 */
export async function withAppInChromium<T>(
  measure: (app: AppInChromium) => Promise<T>,
  beforeLoad?: (page: BarePage) => Promise<void>,
): Promise<T> {
  const dirs = await makeParleyDirs();
  const server = await startParleyServer(dirs);
  const { executablePath, args } = playwrightConfig.use?.launchOptions ?? {};
  const page = await launchBareChromium(executablePath ?? 'chromium', args ?? [], {
    width: 1280,
    height: 800,
  });
  try {
    await beforeLoad?.(page);
    await page.navigate(server.url);
    await page.waitFor(`${SIDEBAR} button`, 'New session');
    return await measure({ dirs, server, page });
  } finally {
    await page.close();
    await server.stop();
    await dirs.remove();
  }
}

/** Starts a session named `name` running `script` in /bin/sh, as the app's sidebar lists it; answers its id. */
export async function startShellSession(
  page: BarePage,
  name: string,
  script: string,
): Promise<string> {
  const created = (await page.evaluate(callCommand, {
    name: 'session:create',
    input: { profileId: 'shell', name, command: '/bin/sh', args: ['-c', script] },
  })) as { ok: boolean; data: { id: string } };
  if (!created.ok) throw new Error(`session:create failed: ${JSON.stringify(created)}`);
  await page.waitFor(`${SIDEBAR} li`, name);
  return created.data.id;
}
