/**
 * The fake OpenAI Responses API: point Codex at it through a custom model
 * provider (see codexHome.ts) and script its answers, as with FakeAnthropic.
 */
import { FakeModelServer } from '../fakeModel/server';
import { openAIResponsesApi } from './responses';

export class FakeOpenAI extends FakeModelServer {
  static start(): Promise<FakeOpenAI> {
    return FakeModelServer.listen((server, url) => new FakeOpenAI(server, url, openAIResponsesApi));
  }
}
