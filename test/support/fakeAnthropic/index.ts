export { FakeAnthropic } from './server';
export { anthropicApi, parseMessagesRequest } from './messages';
export { FALLBACK_TEXT } from '../fakeModel/server';
export type { RecordedRequest } from '../fakeModel/server';
export { textReply, toolUseReply } from '../fakeModel/reply';
export type { ModelRequest, Reply, ReplyBlock, ToolResult } from '../fakeModel/reply';
export type { ReplyMatch, ScriptRule } from '../fakeModel/script';
