/** The contract: every command, event and model shared by main, preload and renderer. */
export * from './table';
export * from './define';
export * from './app';
export * from './sessions';

export * from './findings';
export * from './reviewModel';
export * from './reviews';
export * from './reviewRules';
export * from './reviewerRule';
export * from './diff';
export * from './settings';
export type * from './wire';
export type * from './bridge';
