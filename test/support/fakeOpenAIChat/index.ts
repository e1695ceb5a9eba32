export { FakeOpenAIChat } from './server';
export { chatCompletionsApi, parseChatRequest } from './chatCompletions';
