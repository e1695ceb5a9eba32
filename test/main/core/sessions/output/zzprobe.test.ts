import { afterEach, expect, it } from 'vitest';
import { makeKit } from '../sessionKit';
import type { Kit } from '../sessionKit';

let kit: Kit;
afterEach(async () => kit?.cleanup());
for (let i = 0; i < Number(process.env.PROBE_N ?? 3); i++) {
  it(`probe ${i}`, async () => {
    kit = makeKit({ keepOutput: false });
    const session = kit.manager.create({ profileId: 'custom', command: `sleep 0.3; yes | head -c ${process.env.PROBE_BYTES ?? 20000000}; echo; echo flood-done` });
    const t0 = Date.now();
    await session.waitForStatus(['exited'], 120_000);
    const text = await session.readText();
    console.error(`[probe] exited after ${Date.now() - t0}ms; tail=${JSON.stringify(text.slice(-30))}`);
    expect(text).toMatch(/flood-done$/);
  }, 150_000);
}
