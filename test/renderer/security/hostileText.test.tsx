// Reviewer answers and diffs are untrusted text: rendered through the real
// components, markup in them must come out as text, never as elements.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DiffFile } from '../../../shared/contract';
import { DiffRowView } from '../../../renderer/src/diff/DiffRowView';
import type { CommentOrigin } from '../../../renderer/src/diff/CommentCard';
import { highlightHunks } from '../../../renderer/src/diff/highlightLines';
import type { FileTokens } from '../../../renderer/src/diff/tokenizeProtocol';
import type { ReviewComment } from '../../../shared/contract';
import { RoundConversation } from '../../../renderer/src/reviewPanel/RoundConversation';
import { rowContextFor } from '../diff/rowContextFor';
import { modified } from '../diff/sampleDiffs';
import { comment, review, round } from '../model/reviewFixture';

const HOSTILE = [
  '<img src=x onerror="window.pwned=1">',
  '<script>window.pwned=1</script>',
  '<a href="javascript:window.pwned=1">click</a>',
  '<iframe srcdoc="<script>parent.pwned=1</script>"></iframe>',
];
const hostile = HOSTILE.join(' ');

/** The elements React created, with their attribute names and values (text and values come escaped). */
function elementsIn(markup: string): { name: string; attributes: [string, string][] }[] {
  return [...markup.matchAll(/<([a-z][a-z0-9-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)].map(
    ([, name = '', attributes = '']) => ({
      name,
      attributes: [...attributes.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map(
        ([, attribute = '', value = '']) => [attribute, value],
      ),
    }),
  );
}

function expectOnlyText(markup: string): void {
  for (const element of elementsIn(markup)) {
    expect(['img', 'script', 'iframe', 'a', 'object', 'embed']).not.toContain(element.name);
    for (const [attribute, value] of element.attributes) {
      expect(attribute).not.toMatch(/^(on|srcdoc$|href$|src$)/i);
      expect(value).not.toMatch(/^\s*javascript:/i);
    }
  }
  // The text is there, escaped.
  expect(markup).toContain('&lt;img src=x onerror=');
  expect(markup).toContain('&lt;script&gt;window.pwned=1&lt;/script&gt;');
}

/** math.js with a hostile added line, in JavaScript so refractor highlights it. */
const hostileFile: DiffFile = {
  ...modified,
  hunks: modified.hunks.map((hunk) => ({
    ...hunk,
    lines: hunk.lines.map((line) =>
      line.kind === 'add' && line.text.includes('console.log')
        ? { ...line, text: `  const html = '${hostile}';` }
        : line,
    ),
  })),
};

/** Every row of the diff list for one file, rendered as the panel renders them. */
function renderFile(
  file: DiffFile,
  comments: readonly ReviewComment[],
  origin: CommentOrigin | null,
  tokens: FileTokens | undefined,
): string {
  const ctx = rowContextFor(file, { comments, origin });
  return renderToStaticMarkup(
    <>
      {file.hunks.flatMap((hunk, h) =>
        hunk.lines.map((_, l) => (
          <DiffRowView
            key={`${h}:${l}`}
            row={{ kind: 'line', file: 0, hunk: h, line: l }}
            ctx={ctx}
            tokens={tokens}
            found={null}
            complete
          />
        )),
      )}
    </>,
  );
}

describe('untrusted text in the renderer', () => {
  it('a reviewer comment and its suggestion on a diff line show as text', () => {
    const markup = renderFile(
      hostileFile,
      [comment('math.js', 2, { comment: hostile, suggestion: hostile })],
      { round: 1, reviewerName: hostile, reviewerAgent: 'parley-agent' },
      undefined,
    );
    expect(markup).toContain('comment-card');
    expectOnlyText(markup);
  });

  it('diff lines highlighted by refractor are spans around text', () => {
    const markup = renderFile(
      hostileFile,
      [],
      null,
      highlightHunks(hostileFile.hunks, 'javascript'),
    );
    expect(markup).toContain('class="token string"');
    expectOnlyText(markup);
  });

  it("the round conversation shows a comment and the reviewer's raw answer as text", () => {
    const rounds = [
      round(1, {
        reviewComments: [comment(hostile, 3, { comment: hostile, findingId: 'F1' })],
        authorResponse: hostile,
      }),
      round(2, { verdict: null, rawAnswer: hostile }),
    ];
    // A finding's history carries the agents' words too (the author's reason).
    const by = { role: 'author' as const, name: hostile };
    const findings = [
      {
        id: 'F1',
        state: 'declined' as const,
        raisedBy: [{ round: 1, sessionId: 'reviewer' }],
        history: [{ round: 1, action: 'declined' as const, by, note: hostile, at: 'now' }],
      },
    ];
    const markup = renderToStaticMarkup(
      <RoundConversation
        review={review({ status: 'error', statusReason: hostile, rounds, findings })}
        reviewerNameOf={() => hostile}
        authorName={hostile}
        onShowDiff={() => {}}
        onRemoveComment={async () => null}
        sessions={[]}
      />,
    );
    expectOnlyText(markup);
  });
});
