import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail.ts';

describe('account mail', () => {
  it('shows a name and a link as text in the HTML, whatever characters they hold', () => {
    const mail = renderMail('magicLink', 'en', `Ana <b>"&'`, 'https://ritualia.example/a?x=1&y=<2>');
    expect(mail.html).toContain('Ana &lt;b&gt;&quot;&amp;&apos;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('href="https://ritualia.example/a?x=1&amp;y=&lt;2&gt;"');
    // The plain-text part is not HTML: it keeps them as they are.
    expect(mail.text).toContain(`Ana <b>"&'`);
  });
});
