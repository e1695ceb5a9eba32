/** Types for buildFreshness.js (plain JavaScript: bin/ loads it before TypeScript can run). */
export declare const BUILD_OUTPUTS: readonly string[];
export declare const BUILD_INPUTS: readonly string[];
export declare const MAIN_BUILD_INPUTS: readonly string[];
export declare function needsBuild(
  root: string,
  outputs?: readonly string[],
  inputs?: readonly string[],
): boolean;
