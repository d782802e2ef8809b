import { describe, expect, it } from 'vitest';
import { html, inline, prose } from './html.ts';

describe('html', () => {
  it.each([
    [
      'text is escaped',
      html`<p>${'<b>"Tom" & \'Jerry\'</b>'}</p>`,
      '<p>&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;</p>',
    ],
    ['markup is kept', html`<ul>${html`<li>${'a<b'}</li>`}</ul>`, '<ul><li>a&lt;b</li></ul>'],
    ['arrays are joined', html`${[1, 2].map((n) => html`<i>${n}</i>`)}`, '<i>1</i><i>2</i>'],
    ['nothing leaves nothing', html`[${null}${undefined}${false}]`, '[]'],
    ['numbers and zero show', html`${0} ${2.5}`, '0 2.5'],
  ])('%s', (_case, built, expected) => {
    expect(built.markup).toBe(expected);
  });

  it('turns `code` spans and blank-line paragraphs of descriptions into markup, escaped', () => {
    expect(inline('Use `<id>` & more').markup).toBe('Use <code>&lt;id&gt;</code> &amp; more');
    expect(prose('One.\n\nTwo `x`.').markup).toBe('<p>One.</p><p>Two <code>x</code>.</p>');
    expect(prose(undefined).markup).toBe('');
  });
});
