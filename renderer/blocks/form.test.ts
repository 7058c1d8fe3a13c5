import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { block, pageWith } from '../testing/builders.ts';
import { attr, elements } from '../testing/inspect.ts';
import { KIND_FIXTURES } from './fixtures.ts';

const form = (attributes: Record<string, unknown>) => renderPage(pageWith(block('form', { uid: 'f', attributes })));

describe('form', () => {
  goldenTests('form');

  it('posts to its action and gives every visible field an accessible name', () => {
    const { html } = renderPage(KIND_FIXTURES.form!);
    const all = elements(html);
    const formEl = all.find((el) => el.tagName === 'form')!;
    expect([attr(formEl, 'action'), attr(formEl, 'method')]).to.deep.equal(['https://example.com/api/signups', 'post']);
    const labelled = new Set(all.filter((el) => el.tagName === 'label').map((el) => attr(el, 'for')));
    for (const control of all.filter(
      (el) => ['input', 'select', 'textarea'].includes(el.tagName) && attr(el, 'type') !== 'hidden',
    )) {
      expect(
        labelled.has(attr(control, 'id')) || attr(control, 'aria-label') !== undefined,
        `${control.tagName} ${attr(control, 'name')}`,
      ).to.equal(true);
    }
  });

  it('marks required fields for the browser and for sighted users', () => {
    const { html } = form({ fields: [{ type: 'email', name: 'email', label: 'Email', required: true }] });
    expect(html).to.contain('type="email" id="lp-f-f-0" name="email" required autocomplete="email"');
    expect(html).to.contain('<span class="lp-form-required" aria-hidden="true"> *</span>');
  });

  it('gives select options their values and a first empty choice', () => {
    const { html } = form({
      fields: [
        {
          type: 'select',
          name: 'size',
          placeholder: 'Pick one',
          options: [{ label: 'Small' }, { label: 'Large', value: 'L' }],
        },
      ],
    });
    expect(html).to.contain(
      '<option value="">Pick one</option><option value="Small">Small</option><option value="L">Large</option>',
    );
  });

  it('renders without an action when the action is refused, with a warning', () => {
    const { html, warnings } = form({ action: 'javascript:alert(1)', fields: [] });
    expect(html).to.contain('<form class="lp-form-el" method="post">');
    expect(warnings.map((w) => w.type)).to.deep.equal(['unsafe_url']);
  });

  it('escapes labels, placeholders and names', () => {
    const { html } = form({
      fields: [{ type: 'text', name: 'q', label: '"><script>x</script>', placeholder: "'><img>" }],
    });
    expect(html).to.contain('&quot;&gt;&lt;script&gt;x&lt;/script&gt;');
    expect(html).to.contain('placeholder="&#39;&gt;&lt;img&gt;"');
  });
});
