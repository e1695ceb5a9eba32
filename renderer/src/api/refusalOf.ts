import { errorMessage } from './parleyError';

/**
 * Runs an action; resolves to null once it went through, or to the message
 * of its refusal, so the form or card that asked can show it where the
 * person is looking instead of throwing.
 */
export async function refusalOf(action: () => Promise<unknown>): Promise<string | null> {
  try {
    await action();
    return null;
  } catch (caught) {
    return errorMessage(caught);
  }
}
