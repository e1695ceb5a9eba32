/**
 * The fake Gemini API: point Gemini CLI at it with GOOGLE_GEMINI_BASE_URL and
 * an API key (see geminiHome.ts) and script its answers, as with FakeAnthropic.
 */
import { FakeModelServer } from '../fakeModel/server';
import { geminiApi } from './generateContent';

export class FakeGemini extends FakeModelServer {
  static start(): Promise<FakeGemini> {
    return FakeModelServer.listen((server, url) => new FakeGemini(server, url, geminiApi));
  }
}
