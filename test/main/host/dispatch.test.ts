import { describe, expect, it } from 'vitest';
import { dispatch } from '../../../main/host/dispatch';
import { CoreError } from '../../../main/core/api';
import { createFakeCore } from './fakeCore';

const ctx = { clientId: 'client-1' };
const quiet = () => {};

describe('dispatch', () => {
  it('runs a known command with its parsed input and the caller context', async () => {
    const core = createFakeCore({ 'session:resize': async () => null });
    const result = await dispatch(core, 'session:resize', { id: 's1', cols: 80, rows: 24 }, ctx);
    expect(result).toEqual({ ok: true, data: null });
    expect(core.calls).toEqual([
      { name: 'session:resize', input: { id: 's1', cols: 80, rows: 24 }, ctx },
    ]);
  });

  it.each([['no-such:command'], [42], [null], [undefined], ['__proto__'], ['toString']])(
    'answers unknown-command for %j without reaching the core',
    async (name) => {
      const core = createFakeCore();
      const result = await dispatch(core, name, {}, ctx);
      expect(result).toMatchObject({ ok: false, error: { code: 'unknown-command' } });
      expect(core.calls).toHaveLength(0);
    },
  );

  it('names the command in an unknown-command message', async () => {
    const result = await dispatch(createFakeCore(), 'session:explode', {}, ctx);
    expect(result).toEqual({
      ok: false,
      error: { code: 'unknown-command', message: 'Unknown command: "session:explode".' },
    });
  });

  it('answers bad-input with the path and the problem, without reaching the core', async () => {
    const core = createFakeCore({ 'session:resize': async () => null });
    const result = await dispatch(core, 'session:resize', { id: 's1', cols: 1, rows: 'x' }, ctx);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('bad-input');
    expect(result.error.message).toMatch(/^Bad input for session:resize: /);
    expect(result.error.message).toContain('cols:');
    expect(result.error.message).toContain('rows:');
    expect(core.calls).toHaveLength(0);
  });

  it.each([[undefined], [null], ['text'], [[1, 2]], [{ extra: true }]])(
    'refuses input %j for a command that takes none',
    async (input) => {
      const result = await dispatch(createFakeCore(), 'app:info', input, ctx);
      expect(result).toMatchObject({ ok: false, error: { code: 'bad-input' } });
    },
  );

  it('passes a CoreError on with its code and message', async () => {
    const core = createFakeCore({
      'session:close': async () => {
        throw new CoreError('not-found', 'No session s9.');
      },
    });
    const result = await dispatch(core, 'session:close', { id: 's9' }, ctx);
    expect(result).toEqual({ ok: false, error: { code: 'not-found', message: 'No session s9.' } });
  });

  it('turns any other throw into internal and logs it', async () => {
    const logged: unknown[] = [];
    const bug = new TypeError('cannot read x of undefined');
    const core = createFakeCore({
      'session:list': async () => {
        throw bug;
      },
    });
    const result = await dispatch(core, 'session:list', {}, ctx, (_message, error) =>
      logged.push(error),
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    if (!result.ok) expect(result.error.message).toContain('cannot read x of undefined');
    expect(logged).toEqual([bug]);
  });

  it('survives a handler that throws a non-Error value', async () => {
    const core = createFakeCore({
      'session:list': () => Promise.reject('plain string'),
    });
    const result = await dispatch(core, 'session:list', {}, ctx, quiet);
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
  });
});
