export { FakeOpenAI } from './server';
export { openAIResponsesApi, parseResponsesRequest, responsesUsage } from './responses';
export type { ResponsesUsage } from './responses';
