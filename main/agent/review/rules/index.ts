import { conflictMarkersRule } from './conflictMarkers';
import { debugOutputRule } from './debugOutput';
import { emptyCatchRule } from './emptyCatch';
import { focusedTestRule } from './focusedTest';
import { longLinesRule } from './longLines';
import { missingTestsRule } from './missingTests';
import type { Rule } from './rule';
import { secretsRule } from './secrets';
import { todoCommentRule } from './todoComment';

/** Every rule parley-agent reviews with, most serious kinds first. */
export const RULES: readonly Rule[] = [
  secretsRule,
  conflictMarkersRule,
  debugOutputRule,
  focusedTestRule,
  emptyCatchRule,
  todoCommentRule,
  longLinesRule,
  missingTestsRule,
];
