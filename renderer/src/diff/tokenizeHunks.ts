import { markEdits, tokenize, type HunkData, type TokenizeEnhancer } from 'react-diff-view';
import { refractor } from 'refractor';
import jsx from 'refractor/jsx';
import tsx from 'refractor/tsx';

refractor.register(jsx);
refractor.register(tsx);

// react-diff-view 3 was written against refractor 3, whose highlight()
// answered a list of nodes; refractor 5 answers their root.
const highlighter = {
  highlight: (value: string, language: string) => refractor.highlight(value, language).children,
};

type TokenizeOptions = Parameters<typeof tokenize>[1];

/**
 * Tokens for a file's hunks: syntax highlighting when the language is known,
 * and always the inline edits (what changed within a changed line).
 */
export function tokenizeHunks(hunks: HunkData[], language: string | null) {
  const enhancers: TokenizeEnhancer[] = [markEdits(hunks, { type: 'block' })];
  if (language && refractor.registered(language)) {
    // The adapter is refractor 3's highlight() as react-diff-view's types name it.
    const options = { highlight: true, refractor: highlighter, language, enhancers };
    return tokenize(hunks, options as unknown as TokenizeOptions);
  }
  return tokenize(hunks, { highlight: false, enhancers });
}
