import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParleyClient } from '../../../renderer/src/api/client';
import { ParleyError, type ParleyErrorCode } from '../../../renderer/src/api/parleyError';
import { attachmentsFor } from '../../../renderer/src/terminal/attachments';

/** A client whose detach fails with `code`; it records the commands called. */
function clientFailingDetach(code: ParleyErrorCode) {
  const called: string[] = [];
  const client = {
    call: async (name: string) => {
      called.push(name);
      if (name === 'session:detach') throw new ParleyError(code, 'No session with id s-1.');
      return { screen: '', cols: 80, rows: 24 };
    },
  } as unknown as ParleyClient;
  return { client, called };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a terminal's detach", () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes when the last view of a session goes, and says nothing when the session is closed or the connection gone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const code of ['not-found', 'disconnected'] as const) {
      const { client, called } = clientFailingDetach(code);
      const attachments = attachmentsFor(client);
      await attachments.attach('s-1');
      await attachments.attach('s-1');
      attachments.release('s-1');
      expect(called).toEqual(['session:attach', 'session:attach']);
      attachments.release('s-1');
      await settled();
      expect(called.at(-1)).toBe('session:detach');
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns of any other failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const attachments = attachmentsFor(clientFailingDetach('failed').client);
    await attachments.attach('s-1');
    attachments.release('s-1');
    await settled();
    expect(warn).toHaveBeenCalledWith('Parley: session:detach failed', expect.any(ParleyError));
  });
});
