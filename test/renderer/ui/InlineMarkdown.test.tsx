import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InlineMarkdown } from '../../../renderer/src/ui/InlineMarkdown';

const html = (text: string) => renderToStaticMarkup(<InlineMarkdown text={text} />);

describe('InlineMarkdown', () => {
  it('shows code, strong and emphasis as elements', () => {
    expect(html('Drop `debugger` — **always**, *please*')).toBe(
      'Drop <code>debugger</code> — <strong>always</strong>, <em>please</em>',
    );
  });

  it('never turns the text into markup, inside a span or out of it', () => {
    expect(html('<img src=x onerror=alert(1)> `<script>` **<b>x</b>**')).toBe(
      '&lt;img src=x onerror=alert(1)&gt; <code>&lt;script&gt;</code> <strong>&lt;b&gt;x&lt;/b&gt;</strong>',
    );
  });
});
