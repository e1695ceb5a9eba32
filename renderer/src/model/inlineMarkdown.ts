/**
 * The inline markdown reviewers and people write in comments, read into
 * spans: `code`, **strong** and *emphasis*, everything else plain text. Only
 * ever turned into React elements (ui/InlineMarkdown.tsx), never into markup:
 * the text is untrusted. Spans do not nest; a marker with nothing to close it,
 * or with a space inside it (`2 * 3 * 4`), stays as typed.
 */
export type InlineSpan =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'strong'; readonly text: string }
  | { readonly kind: 'em'; readonly text: string };

/** Code first (its stars are literal), then bold before emphasis; one line each. */
const SPAN = /`([^`\n]+)`|\*\*(?=\S)([^*\n]*?\S)\*\*|\*(?=\S)([^*\n]*?\S)\*/g;

export function inlineSpans(text: string): InlineSpan[] {
  const spans: InlineSpan[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(SPAN)) {
    const [whole, code, strong, em] = match;
    if (match.index > plainFrom)
      spans.push({ kind: 'text', text: text.slice(plainFrom, match.index) });
    if (code !== undefined) spans.push({ kind: 'code', text: code });
    else if (strong !== undefined) spans.push({ kind: 'strong', text: strong });
    else spans.push({ kind: 'em', text: em! });
    plainFrom = match.index + whole.length;
  }
  if (plainFrom < text.length) spans.push({ kind: 'text', text: text.slice(plainFrom) });
  return spans;
}
