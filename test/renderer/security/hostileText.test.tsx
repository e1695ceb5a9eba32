// Reviewer answers and diffs are untrusted text: rendered through the real
// components, markup in them must come out as text, never as elements.
import { renderToStaticMarkup } from 'react-dom/server';
import { Diff, Hunk } from 'react-diff-view';
import { describe, expect, it } from 'vitest';
import type { DiffFile } from '../../../shared/contract';
import { DiffFileView } from '../../../renderer/src/diff/DiffFileView';
import { tokenizeHunks } from '../../../renderer/src/diff/tokenizeHunks';
import { toHunks } from '../../../renderer/src/diff/toHunks';
import { RoundConversation } from '../../../renderer/src/review/RoundConversation';
import { modified } from '../diff/sampleDiffs';
import { comment, review, round } from '../review/reviewFixture';

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

describe('untrusted text in the renderer', () => {
  it('a reviewer comment and its suggestion on a diff line show as text', () => {
    const markup = renderToStaticMarkup(
      <DiffFileView
        file={hostileFile}
        anchorId="file-0"
        comments={[comment('math.js', 2, { comment: hostile, suggestion: hostile })]}
        side="new"
        origin={{ round: 1, reviewerName: hostile, reviewerAgent: 'parley-agent' }}
        people={{
          comments: [],
          canAdd: false,
          actions: { add: async () => null, remove: async () => null },
        }}
        worker={null}
      />,
    );
    expectOnlyText(markup);
  });

  it('diff lines highlighted by refractor are a tree of spans around text', () => {
    const hunks = toHunks(hostileFile);
    const markup = renderToStaticMarkup(
      <Diff
        viewType="unified"
        diffType="modify"
        hunks={hunks}
        tokens={tokenizeHunks(hunks, 'javascript')}
      >
        {(shown) => shown.map((hunk) => <Hunk key={hunk.content} hunk={hunk} />)}
      </Diff>,
    );
    expect(markup).toContain('class="token string"');
    expectOnlyText(markup);
  });

  it("the round conversation shows a comment and the reviewer's raw answer as text", () => {
    const rounds = [
      round(1, {
        reviewComments: [comment(hostile, 3, { comment: hostile })],
        authorResponse: hostile,
      }),
      round(2, { verdict: null, rawAnswer: hostile }),
    ];
    const markup = renderToStaticMarkup(
      <RoundConversation
        review={review({ status: 'error', statusReason: hostile, rounds })}
        reviewerName={hostile}
        authorName={hostile}
        onShowDiff={() => {}}
        onRemoveComment={async () => null}
        sessions={[]}
      />,
    );
    expectOnlyText(markup);
  });
});
