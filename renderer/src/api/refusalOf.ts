import { errorMessage } from './parleyError';

/**
 * Makes a call and hands its answer to `take`; resolves to null then, or to
 * the message of the call's refusal, so the form or card that asked can show
 * it where the person is looking instead of throwing.
 */
export async function refusalOf<T>(
  call: () => Promise<T>,
  take: (answer: T) => void,
): Promise<string | null> {
  try {
    take(await call());
    return null;
  } catch (caught) {
    return errorMessage(caught);
  }
}
