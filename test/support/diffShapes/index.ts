/**
 * The hard diff shapes Parley must read, each made on the spot by real git
 * (or GNU diff) in a temp directory, so tests need nothing beside the
 * checkout. Each shape is built once per test process, on first use.
 */
import type { DiffShape } from './diffShape';
import {
  binaryLiteralPatch,
  completeRewrite,
  copyOfModifiedSource,
  modeOnly,
  renameNewFileBinaryDiffer,
  renamesWithSimilarity,
  typeChanges,
} from './fileStatusShapes';
import {
  combinedDense,
  combinedShow,
  formatPatchSeries,
  smallFix,
  unifiedOneLineContext,
} from './historyShapes';
import { largeRefactor } from './largeRefactor';
import {
  crlfMixedLineEndings,
  noNewlineAtEof,
  quotedPaths,
  traditionalUnified,
} from './textShapes';

export type { DiffShape, ExpectedFile, ShapeTag } from './diffShape';
export { CORS_PATH } from './historyShapes';

const builders = {
  'small-fix': smallFix,
  'unified-U1': unifiedOneLineContext,
  'combined-cc': combinedDense,
  'combined-c-show': combinedShow,
  'format-patch-series': formatPatchSeries,
  'renames-similarity': renamesWithSimilarity,
  'copy-modified-source': copyOfModifiedSource,
  'rewrite-dissimilarity': completeRewrite,
  'mode-only': modeOnly,
  'type-change': typeChanges,
  'rename-newfile-binary-differ': renameNewFileBinaryDiffer,
  'binary-literal': binaryLiteralPatch,
  'no-newline-eof': noNewlineAtEof,
  'quoted-paths': quotedPaths,
  'crlf-mixed': crlfMixedLineEndings,
  'traditional-urN': traditionalUnified,
  'large-refactor': largeRefactor,
} satisfies Record<string, () => DiffShape>;

export type DiffShapeName = keyof typeof builders;

export const diffShapeNames = Object.keys(builders) as DiffShapeName[];

const built = new Map<DiffShapeName, DiffShape>();

export function diffShape(name: DiffShapeName): DiffShape {
  let shape = built.get(name);
  if (!shape) {
    shape = builders[name]();
    built.set(name, shape);
  }
  return shape;
}

export function allDiffShapes(): DiffShape[] {
  return diffShapeNames.map(diffShape);
}
