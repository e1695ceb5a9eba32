/**
 * The fake Anthropic Messages API: point Claude Code at it with
 * ANTHROPIC_BASE_URL (see claudeHome.ts) and script its answers.
 *
 *   const fake = await FakeAnthropic.start();
 *   fake.reply('PARLEY', 'Scripted **markdown** answer');
 *   fake.reply('fix it', toolUseReply('Edit', { file_path, old_string, new_string }));
 *   fake.afterTool('Done.');
 */
import { FakeModelServer } from '../fakeModel/server';
import { anthropicApi } from './messages';

export class FakeAnthropic extends FakeModelServer {
  static start(): Promise<FakeAnthropic> {
    return FakeModelServer.listen((server, url) => new FakeAnthropic(server, url, anthropicApi));
  }
}
