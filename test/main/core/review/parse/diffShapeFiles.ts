import { parseDiff } from '../../../../../main/core/git/diff/parseDiff';
import type { DiffShapeName } from '../../../../support/diffShapes';
import { diffShape } from '../../../../support/diffShapes';

/** The files of a diff made by real git (test/support/diffShapes), parsed by main/core/git. */
export function diffShapeFiles(name: DiffShapeName) {
  return parseDiff(diffShape(name).text).files;
}
