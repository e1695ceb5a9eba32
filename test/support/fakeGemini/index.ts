export { FakeGemini } from './server';
export { geminiApi, parseGenerateContentRequest } from './generateContent';
