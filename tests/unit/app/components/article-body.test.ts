// Content images without alt text are named after their article (WCAG 1.1.1); given alt text is kept.

import { describe, expect, it } from 'vitest';
import { withImageAlt } from '../../../../app/components/article-body.tsx';

describe('content image alt text', () => {
  it('names an image the CMS left without alt text after the article', () => {
    expect(withImageAlt('<p><img src="/a.png" alt="" loading="lazy"></p>', '展会现场')).toBe(
      '<p><img src="/a.png" alt="展会现场（配图）" loading="lazy"></p>',
    );
  });

  it('numbers several images so a screen reader can tell them apart', () => {
    const html = withImageAlt('<img src="/a.png" alt=""><img src="/b.png" alt="">', 'ATA单证册');
    expect(html).toBe('<img src="/a.png" alt="ATA单证册（配图1）"><img src="/b.png" alt="ATA单证册（配图2）">');
  });

  it('keeps alt text the author wrote, and escapes the title in the attribute', () => {
    expect(withImageAlt('<img src="/a.png" alt="签证现场">', 'x')).toBe('<img src="/a.png" alt="签证现场">');
    expect(withImageAlt('<img src="/a.png" alt="">', 'A "B" <C> & D')).toBe(
      '<img src="/a.png" alt="A &quot;B&quot; &lt;C&gt; &amp; D（配图）">',
    );
  });
});
