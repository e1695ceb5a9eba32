export { FakeOpenAI } from './server';
export { openAIResponsesApi, parseResponsesRequest } from './responses';
