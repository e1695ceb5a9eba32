import type { ParleyErrorShape } from '../../../shared/contract';

/**
 * A command's error as another process answered it (the core process's
 * Result, or the relay's own "the core process stopped"): dispatch passes
 * its code and message on unchanged instead of calling it unexpected.
 */
export class RelayedError extends Error {
  constructor(readonly shape: ParleyErrorShape) {
    super(shape.message);
    this.name = 'RelayedError';
  }
}
