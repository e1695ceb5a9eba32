import type { CommandHandlers } from '../api';
import { startDemo } from '../demo/startDemo';
import { openInEditor } from '../editor/openInEditor';
import type { CommandDeps } from './commandDeps';

export function appCommands(
  deps: CommandDeps,
): Pick<CommandHandlers, 'app:info' | 'app:dismiss-problems' | 'editor:open' | 'demo:start'> {
  return {
    'app:info': async () => deps.appInfo,
    'app:dismiss-problems': async ({ messages }) => {
      deps.dismissProblems(messages);
      return null;
    },
    'editor:open': async (target) =>
      openInEditor({ ...deps.editor, sessions: deps.sessions }, target),
    'demo:start': async () => startDemo({ sessions: deps.sessions, reviews: deps.reviews }),
  };
}
