import { useMemo, type ReactNode } from 'react';
import {
  Decoration,
  Diff,
  Hunk,
  useTokenizeWorker,
  type HunkData,
  type HunkTokens,
  type RenderGutter,
} from 'react-diff-view';
import type { DiffFile } from '../../../shared/contract';
import { languageOf } from './fileLanguage';
import { diffTypeOf, lineCount } from './toHunks';
import {
  HIGHLIGHT_MAX_LINE_CHARS,
  HIGHLIGHT_MAX_LINES,
  type FileTokenizePayload,
} from './tokenizeProtocol';

interface FileDiffTableProps {
  readonly file: DiffFile;
  readonly hunks: HunkData[];
  readonly widgets: Record<string, ReactNode>;
  /** Draws the line numbers; react-diff-view's own when absent. */
  readonly renderGutter: RenderGutter | undefined;
  readonly worker: Worker | null;
}

/** Huge files, minified lines and merge diffs are shown plain: highlighting them costs more than it gives. */
function worthTokenizing(file: DiffFile): boolean {
  if (file.combined || lineCount(file) > HIGHLIGHT_MAX_LINES) return false;
  return file.hunks.every((h) => h.lines.every((l) => l.text.length <= HIGHLIGHT_MAX_LINE_CHARS));
}

/** One file's hunks as a unified diff table, highlighted when it is worth it. */
export function FileDiffTable({ worker, ...props }: FileDiffTableProps) {
  if (worker && worthTokenizing(props.file)) return <TokenizedTable worker={worker} {...props} />;
  return <DiffTable {...props} tokens={null} />;
}

function TokenizedTable({ worker, ...props }: FileDiffTableProps & { worker: Worker }) {
  const { hunks, file } = props;
  const payload = useMemo<FileTokenizePayload>(
    () => ({ hunks, oldSource: null, language: languageOf(file.path) }),
    [hunks, file.path],
  );
  const { tokens } = useTokenizeWorker(worker, payload);
  return <DiffTable {...props} tokens={tokens} />;
}

function DiffTable({
  file,
  hunks,
  widgets,
  renderGutter,
  tokens,
}: Omit<FileDiffTableProps, 'worker'> & { tokens: HunkTokens | null }) {
  return (
    <Diff
      viewType="unified"
      diffType={diffTypeOf(file)}
      hunks={hunks}
      widgets={widgets}
      renderGutter={renderGutter}
      tokens={tokens}
      className="diff-table"
    >
      {(shown) =>
        shown.flatMap((hunk, i) => [
          <Decoration key={`header-${i}`} className="hunk-header">
            {hunk.content}
          </Decoration>,
          <Hunk key={`hunk-${i}`} hunk={hunk} />,
        ])
      }
    </Diff>
  );
}
