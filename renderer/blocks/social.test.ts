import { expect } from 'chai';
import { renderPage } from '../render-page.ts';
import { goldenTests } from '../testing/golden.ts';
import { block, pageWith } from '../testing/builders.ts';
import { attr, elements } from '../testing/inspect.ts';
import { SOCIAL_NETWORKS } from './shared/social-icons.ts';
import { SOCIAL_ICON_PATHS } from './shared/social-icon-paths.ts';

const social = (attributes: Record<string, unknown>) => renderPage(pageWith(block('social', { uid: 'f', attributes })));
const links = (html: string) => elements(html).filter((el) => el.tagName === 'a');

describe('social', () => {
  goldenTests('social');

  it('links each network with an accessible name, opening a new tab', () => {
    const { html } = social({
      links: [
        { network: 'github', href: 'https://github.com/x' },
        { network: 'x', href: 'https://x.com/y', label: 'Follow us on X' },
      ],
    });
    expect(
      links(html).map((a) => [attr(a, 'href'), attr(a, 'aria-label'), attr(a, 'target'), attr(a, 'rel')]),
    ).to.deep.equal([
      ['https://github.com/x', 'GitHub', '_blank', 'noopener'],
      ['https://x.com/y', 'Follow us on X', '_blank', 'noopener'],
    ]);
  });

  it('writes brand colors for the networks used, and only those', () => {
    const { html } = social({ links: [{ network: 'youtube', href: 'https://youtube.com/@x' }] });
    expect(html).to.contain('.lp-social--brand .lp-social-youtube { background-color: #FF0000; color: #ffffff; }');
    expect(html).not.to.contain('lp-social-facebook');
  });

  it('leaves out a link with a refused or empty URL, with a warning', () => {
    const { html, warnings } = social({
      links: [
        { network: 'facebook', href: 'javascript:alert(1)' },
        { network: 'x', href: '' },
        { network: 'github', href: 'https://github.com' },
      ],
    });
    expect(links(html)).to.have.length(1);
    expect(warnings.map((w) => w.type)).to.deep.equal(['unsafe_url']);
  });

  it('knows every network it lists and has a glyph for each', () => {
    for (const network of SOCIAL_NETWORKS) expect(SOCIAL_ICON_PATHS[network]).to.match(/^M[\d.\s,a-zA-Z-]+$/);
    expect(Object.keys(SOCIAL_ICON_PATHS).sort()).to.deep.equal([...SOCIAL_NETWORKS].sort());
    expect(SOCIAL_NETWORKS).to.include.members([
      'facebook',
      'instagram',
      'linkedin',
      'x',
      'youtube',
      'tiktok',
      'email',
      'website',
    ]);
  });
});
