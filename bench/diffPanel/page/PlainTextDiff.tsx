import { parseDiff } from 'react-diff-view';
import { PlainHunks } from './PlainDiff';

/**
 * The end-to-end baseline: plain react-diff-view handed the diff text, parsing
 * it with its own parser and rendering every hunk of every file.
 */
export function PlainTextDiff({ text }: { text: string }) {
  const files = parseDiff(text, { nearbySequences: 'zip' });
  return (
    <div className="changes-view">
      <div className="diff-view">
        {files.map((file, i) => (
          <section key={i} className="plain-file" aria-label={`Diff of ${file.newPath}`}>
            <header className="diff-file-header">{file.newPath}</header>
            <PlainHunks diffType={file.type} hunks={file.hunks} />
          </section>
        ))}
      </div>
    </div>
  );
}
