/**
 * The fake OpenAI Chat Completions API: point opencode at it through an
 * openai-compatible provider (see opencodeHome.ts) and script its answers, as
 * with FakeAnthropic.
 */
import { FakeModelServer } from '../fakeModel/server';
import { chatCompletionsApi } from './chatCompletions';

export class FakeOpenAIChat extends FakeModelServer {
  static start(): Promise<FakeOpenAIChat> {
    return FakeModelServer.listen(
      (server, url) => new FakeOpenAIChat(server, url, chatCompletionsApi),
    );
  }
}
