import type { ParleyCore } from '../core/api';
import type { ParleyCoreOptions } from '../core/parleyCore';

/**
 * What a host tells the core it builds. Only these: the core may run in a
 * process of its own (main/host/coreProcess), where ports such as a spawner
 * or a store opener are the core process's own choice, not the host's.
 */
export type HostCoreOptions = Pick<
  ParleyCoreOptions,
  'workspace' | 'dataDir' | 'isDesktop' | 'version' | 'log' | 'followReviewsElsewhere'
>;

/**
 * How a host builds its core: createParleyCore (main/core/parleyCore.ts) in
 * this process, connectCoreProcess in another one, or a fake in tests.
 */
export type CoreFactory = (options: HostCoreOptions) => Promise<ParleyCore>;
