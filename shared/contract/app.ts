import { z } from 'zod';
import { defineCommands, defineEvents, emptyInput } from './define';

export const AppInfoSchema = z.object({
  /** The one thing the renderer may know about its host: desktop (Electron) or browser mode. */
  isDesktop: z.boolean(),
  version: z.string(),
  platform: z.string(),
  /** The workspace new sessions start in unless the user picks another directory. */
  workspace: z.string(),
  /**
   * What went wrong with the app's files (a corrupt store set aside, a failed
   * save), in words for the user. Also announced as 'app:did-report-problem'.
   */
  problems: z.array(z.string()),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;

export const appCommands = defineCommands({
  'app:info': { input: emptyInput, output: AppInfoSchema },
});

export const appEvents = defineEvents({
  'app:did-report-problem': z.object({ message: z.string() }),
});
