import { inlineSpans } from '../model/inlineMarkdown';

/**
 * Comment text with its inline markdown shown (`code`, **strong**,
 * *emphasis*), built of React elements only: untrusted text never becomes
 * markup.
 */
export function InlineMarkdown({ text }: { readonly text: string }) {
  return inlineSpans(text).map((span, i) => {
    switch (span.kind) {
      case 'text':
        return span.text;
      case 'code':
        return <code key={i}>{span.text}</code>;
      case 'strong':
        return <strong key={i}>{span.text}</strong>;
      case 'em':
        return <em key={i}>{span.text}</em>;
    }
  });
}
