import { z } from 'zod';
import { defineCommands, emptyInput } from './define';

export const AppInfoSchema = z.object({
  /** The one thing the renderer may know about its host: desktop (Electron) or browser mode. */
  isDesktop: z.boolean(),
  version: z.string(),
  platform: z.string(),
  /** The workspace new sessions start in unless the user picks another directory. */
  workspace: z.string(),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;

export const appCommands = defineCommands({
  'app:info': { input: emptyInput, output: AppInfoSchema },
});
