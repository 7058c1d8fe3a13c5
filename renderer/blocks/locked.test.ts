import { expect } from 'chai';
import { isResponsive } from '../attributes/spec.ts';
import { renderPage } from '../render-page.ts';
import { validatePage } from '../schema/template.ts';
import { column, page, section, text } from '../testing/builders.ts';
import { templateSchema } from '../zod.ts';
import { registry } from './registry.ts';

const lockedPage = page(
  section(
    { uid: 's', attributes: { locked: true } },
    column(
      { uid: 'c' },
      text('<p>Fixed</p>', { uid: 't', attributes: { locked: true } }),
      text('<p>Free</p>', { uid: 'u' }),
    ),
  ),
);

describe('locking: the `locked` attribute of every node but the page', () => {
  it('is a documented boolean, false by default, in the lock group, with no CSS', () => {
    for (const kind of registry.kinds) {
      const spec = kind.attributes.locked;
      if (kind.role === 'page') {
        expect(spec, kind.tagName).to.equal(undefined);
        continue;
      }
      expect(spec, kind.tagName).to.not.equal(undefined);
      expect({ group: spec?.group, control: spec?.control, default: spec?.default }).to.deep.equal({
        group: 'lock',
        control: 'toggle',
        default: false,
      });
      expect(spec?.doc ?? '').to.match(/editor/);
      expect(isResponsive(spec!), kind.tagName).to.equal(false);
    }
  });

  it('is accepted by the schema (fast checks and zod) and kept by parsing, as a boolean only', () => {
    expect(validatePage(lockedPage)).to.deep.equal([]);
    const parsed = templateSchema.parse(lockedPage);
    expect(parsed.children?.[0]?.attributes).to.deep.equal({ locked: true });
    const wrong = page(section({ uid: 's', attributes: { locked: 'yes' } }));
    expect(validatePage(wrong).map((issue) => issue.path.join('.'))).to.deep.equal(['children.0.attributes.locked']);
    expect(templateSchema.safeParse(wrong).success).to.equal(false);
  });

  it('never reaches the published page: no attribute, no class, no CSS, no warning', () => {
    const { html, warnings } = renderPage(lockedPage);
    expect(html).not.to.match(/locked/i);
    expect(warnings).to.deep.equal([]);
    expect(html).to.equal(
      renderPage(
        page(
          section(
            { uid: 's' },
            column({ uid: 'c' }, text('<p>Fixed</p>', { uid: 't' }), text('<p>Free</p>', { uid: 'u' })),
          ),
        ),
      ).html,
    );
  });

  it('marks the root element of a locked node for the canvas in edit mode, and only it', () => {
    const { html } = renderPage(lockedPage, { mode: 'edit' });
    expect(html).to.contain('<section class="lp-section lp-n-s" data-lp-uid="s" data-lp-locked="true">');
    expect(html).to.contain('data-lp-uid="t" data-lp-locked="true"');
    expect(html).to.contain('<div class="lp-column lp-n-c" data-lp-uid="c">');
    expect(html).not.to.match(/data-lp-uid="u"[^>]*data-lp-locked/);
    expect(html.match(/data-lp-locked/g)).to.have.length(2);
    const unlocked = renderPage(page(section({ uid: 's', attributes: { locked: false } })), { mode: 'edit' }).html;
    expect(unlocked).not.to.contain('data-lp-locked');
  });

  it('is not a breakpoint attribute: a lock in xsAttributes is ignored with a warning', () => {
    const { html, warnings } = renderPage(page(section({ uid: 's', xsAttributes: { locked: true } })), {
      mode: 'edit',
    });
    expect(html).not.to.contain('data-lp-locked');
    expect(warnings.map((w) => [w.type, w.attribute])).to.deep.equal([['unknown_attribute', 'xsAttributes.locked']]);
  });
});
