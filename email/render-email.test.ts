import { expect } from 'chai';
import { TemplateLimitError, TemplateValidationError } from '../renderer/index.ts';
import { deepFreeze } from '../renderer/testing/inspect.ts';
import { EMAIL_LIMITS } from './limits.ts';
import { placeholderPattern } from './placeholders.ts';
import { GMAIL_CLIP_BYTES, renderEmail, type EmailRenderOptions } from './render-email.ts';
import { MjmlCache } from './render-mjml.ts';
import type { EmailTemplate } from './schema.ts';
import { attr, byTag, elements, expectInert, styleTexts } from './testing/inspect.ts';
import { button, column, email, image, raw, section, table, text } from './testing/builders.ts';
import { multilingual, multilingualSyncedSections, newsletter, receipt } from './testing/examples.ts';
import { matchEmailGolden } from './testing/golden.ts';
import { validateEmailTemplate } from './schema.ts';
import { toMjml } from './to-mjml.ts';
import { FontResolver } from '../renderer/fonts/resolver.ts';
import { EmailWarningSink } from './warnings.ts';
import { applyLanguage } from './language.ts';
import { resolveSyncedSections } from './synced-sections.ts';

const render = (template: unknown, options: EmailRenderOptions = {}, synced?: Parameters<typeof renderEmail>[2]) =>
  renderEmail(template, { cache: new MjmlCache(10, 10_000_000), ...options }, synced);

const one = (node: ReturnType<typeof text>): EmailTemplate => email(section(column(node)));

/** The MJML the renderer would hand to mjml, for golden review. */
function mjmlOf(template: EmailTemplate, language?: string, synced?: Parameters<typeof renderEmail>[2]): string {
  const valid = validateEmailTemplate(template);
  if (!valid.ok) throw new Error('invalid example');
  const resolved = resolveSyncedSections(valid.value, synced);
  if (!resolved.ok) throw new Error('invalid synced sections');
  const localized = applyLanguage(resolved.value.template, language);
  return toMjml(localized.template, {
    lang: localized.lang,
    fonts: new FontResolver([], []),
    warnings: new EmailWarningSink(),
  }).mjml;
}

describe('renderEmail', function () {
  this.timeout(20_000);

  describe('golden outputs of the examples (UPDATE_GOLDEN=1 regenerates them)', () => {
    it('renders the newsletter exactly as the golden files', async () => {
      matchEmailGolden('newsletter.mjml', mjmlOf(newsletter));
      const { html, warnings } = await render(newsletter);
      matchEmailGolden('newsletter.html', html);
      expect(warnings).to.deep.equal([]);
    });

    it('renders the receipt, merge tags as placeholders, exactly as the golden files', async () => {
      matchEmailGolden('receipt.mjml', mjmlOf(receipt));
      const { html, mergeTags } = await render(receipt);
      matchEmailGolden('receipt.html', html);
      expect(mergeTags.map((tag) => `${tag.name}:${tag.context}`)).to.include.members([
        'first_name:text',
        'order_id:text',
        'item_1_name:text',
        'tracking_url:url',
        'order_id:url-part',
      ]);
    });

    it('renders the multilingual example in German, with its synced section, exactly as the golden files', async () => {
      matchEmailGolden('multilingual.de.mjml', mjmlOf(multilingual, 'de', multilingualSyncedSections));
      const { html, lang, warnings } = await render(multilingual, { language: 'de' }, multilingualSyncedSections);
      matchEmailGolden('multilingual.de.html', html);
      expect(lang).to.equal('de');
      expect(warnings).to.deep.equal([]);
    });

    it('minified output keeps every Outlook conditional comment of the plain output', async () => {
      const plain = await render(newsletter);
      const minified = await render(newsletter, { minify: true });
      const conditionals = (html: string) => html.match(/<!--\[if [^\]]*\]>|<!\[endif\]-->/g) ?? [];
      expect(conditionals(plain.html).length).to.be.greaterThan(10);
      expect(conditionals(minified.html)).to.deep.equal(conditionals(plain.html));
      expect(minified.html.length).to.be.lessThan(plain.html.length * 0.8);
      matchEmailGolden('newsletter.min.html', minified.html);
    });
  });

  describe('pipeline', () => {
    it('does not change its input (a deeply frozen template and synced sections render)', async () => {
      const template = deepFreeze(structuredClone(multilingual));
      const synced = deepFreeze(structuredClone(multilingualSyncedSections));
      const { html } = await render(template, { language: 'fr' }, synced);
      expect(html).to.contain('Livraison offerte');
      expect(template).to.deep.equal(multilingual);
    });

    it('accepts the template as JSON text', async () => {
      const { html } = await render(JSON.stringify(receipt));
      expect(html).to.contain('Track your parcel');
    });

    it('same structure, other merge values: the second render is a cache hit and the HTML is identical', async () => {
      const cache = new MjmlCache(10, 10_000_000);
      const first = await renderEmail(receipt, { cache });
      const second = await renderEmail(receipt, { cache });
      expect([cache.misses, cache.hits]).to.deep.equal([1, 1]);
      expect(second.html).to.equal(first.html);
    });

    it('each language is its own cache entry', async () => {
      const cache = new MjmlCache(10, 10_000_000);
      await renderEmail(multilingual, { cache, language: 'de' }, multilingualSyncedSections);
      await renderEmail(multilingual, { cache, language: 'fr' }, multilingualSyncedSections);
      await renderEmail(multilingual, { cache, language: 'de' }, multilingualSyncedSections);
      expect([cache.misses, cache.hits]).to.deep.equal([2, 1]);
    });

    it('the transform seam receives the resolved, localized template and its result is rendered', async () => {
      let seen: EmailTemplate | undefined;
      const { html } = await render(
        multilingual,
        {
          language: 'de',
          transform: (template) => {
            seen = template;
            return {
              ...template,
              children: [{ ...template.children[0]!, children: template.children[0]!.children!.slice(0, 1) }],
            };
          },
        },
        multilingualSyncedSections,
      );
      expect(JSON.stringify(seen)).to.contain('Unser neuer Laden').and.to.contain('Kostenloser Versand');
      expect(html).to.contain('Unser neuer Laden').and.not.to.contain('Kostenloser Versand');
    });

    it('sets <html lang> from the language rendered', async () => {
      const { html } = await render(multilingual, { language: 'fr' }, multilingualSyncedSections);
      expect(attr(byTag(html, 'html')[0]!, 'lang')).to.equal('fr');
    });

    it('desktopFirst gives Outlook on the web the desktop column widths', async () => {
      const template = email(section(column(text('a')), column(text('b'))));
      const mobileFirst = styleTexts((await render(template)).html).join('\n');
      const desktopFirst = styleTexts((await render(template, { desktopFirst: true })).html).join('\n');
      expect(mobileFirst).not.to.contain('[owa]');
      expect(desktopFirst).to.match(/\[owa\] \.mj-column-per-50 \{ width:50% !important/);
    });
  });

  it('renders a template as Topol writes it (editor bookkeeping, numbers, nulls, empty strings) without warnings', async () => {
    const topol = {
      tagName: 'mj-global-style',
      attributes: {
        'h1:color': '#000',
        ':font-family': 'Helvetica, Arial, sans-serif',
        ':line-height': '1.5',
        'a:color': '#24bfbc',
        containerWidth: 600,
        fonts: 'Helvetica,Arial',
        'mj-text': { 'line-height': 1.8, 'font-size': 15 },
      },
      children: [
        {
          tagName: 'mj-body',
          attributes: { 'background-color': '#EDF1F4', containerWidth: 600 },
          children: [
            {
              tagName: 'mj-section',
              uid: 'Sx1',
              layout: 1,
              backgroundColor: '',
              paddingTop: 0,
              attributes: {
                'full-width': false,
                padding: '1px 0px 1px 0px',
                'mj-class': 'section',
                'background-color': '#304453',
                'in-group': true,
                'background-url': null,
              },
              children: [
                {
                  tagName: 'mj-column',
                  uid: 'Cx1',
                  attributes: { width: '100%', 'vertical-align': 'top' },
                  children: [
                    {
                      tagName: 'mj-text',
                      uid: 'Tx1',
                      attributes: {
                        align: 'left',
                        padding: '13px 0px 13px 15px',
                        'line-height': 1.5,
                        containerWidth: 600,
                        color: '#131212',
                      },
                      content:
                        '<p class="intro" style="text-align: center;"><span style="color: #ffffff;">Free shipping over $89</span></p>',
                    },
                    {
                      tagName: 'mj-image',
                      uid: 'Ix1',
                      customKey: null,
                      attributes: {
                        alt: 'logo',
                        containerWidth: 600,
                        href: '',
                        padding: '0px 0px 0px 0px',
                        src: 'https://cdn.example.com/logo.png?Expires=1&Signature=a~b',
                        'fluid-on-mobile': 'false',
                        width: 52,
                        'border-radius': '0px 0px 0px 0px',
                      },
                    },
                    {
                      tagName: 'mj-button',
                      uid: 'Bx1',
                      attributes: {
                        align: 'center',
                        'background-color': '#304453',
                        color: '#FFFFFF',
                        'border-radius': '0px',
                        'font-size': '16px',
                        padding: '15px 20px 24px 20px',
                        'inner-padding': '10px 25px',
                        href: 'https://www.example.com/',
                        'font-family': 'Poppins, sans-serif',
                        containerWidth: 600,
                        border: '0px solid #000',
                      },
                      content: '<div>Shop Now</div>',
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const { html, warnings } = await render(JSON.stringify(topol));
    expect(warnings).to.deep.equal([]);
    expect(html)
      .to.contain('Free shipping over $89')
      .and.to.contain('Shop Now')
      .and.to.contain('https://cdn.example.com/logo.png?Expires=1&amp;Signature=a~b');
  });

  describe('warnings', () => {
    it('missing_fonts exactly as the landing endpoint words it; fonts given in the options are not missing', async () => {
      const template = one(
        text('<p style="font-family: Brand Serif, serif">x</p>', {
          attributes: { 'font-family': "'Corporate Sans', Arial" },
        }),
      );
      const { warnings } = await render(template);
      expect(warnings).to.deep.include({
        type: 'missing_fonts',
        message:
          'These fonts are used but are neither built in nor given in the fonts option: Corporate Sans, Brand Serif. Recipients see a fallback font.',
        missing_fonts: ['Corporate Sans', 'Brand Serif'],
      });
      const given = await render(template, {
        fonts: [
          { label: 'Corporate Sans', style: "'Corporate Sans'", url: 'https://fonts.example.com/cs.css' },
          { label: 'Brand Serif', style: 'Brand Serif' },
        ],
      });
      expect(given.warnings.filter((w) => w.type === 'missing_fonts')).to.deep.equal([]);
      expect(byTag(given.html, 'link').map((el) => attr(el, 'href'))).to.include('https://fonts.example.com/cs.css');
    });

    it('images without alt text and buttons without a URL, each with its uid', async () => {
      const { warnings } = await render(
        email(
          section(column(image({ src: 'https://x.example/a.png' }, { uid: 'img-1' }), button('Go', { uid: 'btn-1' }))),
        ),
      );
      expect(warnings.map((w) => [w.type, w.uid])).to.deep.include.members([
        ['missing_alt', 'img-1'],
        ['missing_url', 'btn-1'],
      ]);
    });

    it('a link without a URL in text, with its uid', async () => {
      const { warnings } = await render(one(text('<p><a>here</a></p>', { uid: 't-9' })));
      expect(warnings.map((w) => [w.type, w.uid])).to.deep.include(['missing_url', 't-9']);
    });

    it('HTML over 102 KB: gmail_clipping with the size', async () => {
      const paragraph = `<p>${'All work and no play. '.repeat(200)}</p>`;
      const big = email(...Array.from({ length: 30 }, (_, i) => section(column(text(paragraph, { uid: `t${i}` })))));
      const { html, warnings } = await render(big);
      const bytes = Buffer.byteLength(html);
      expect(bytes).to.be.greaterThan(GMAIL_CLIP_BYTES);
      expect(warnings).to.deep.include({
        type: 'gmail_clipping',
        message: `The HTML is ${Math.ceil(bytes / 1024)} KB; Gmail clips messages over 102 KB behind a "View entire message" link.`,
        bytes,
        limit: GMAIL_CLIP_BYTES,
      });
      expect((await render(receipt)).warnings.map((w) => w.type)).not.to.include('gmail_clipping');
    });

    it('an unknown language renders the primary one, with a warning naming the available ones', async () => {
      const { html, warnings, lang } = await render(multilingual, { language: 'ja' }, multilingualSyncedSections);
      expect(html).to.contain('Our new store is open');
      expect(lang).to.equal('en');
      expect(warnings).to.deep.equal([
        {
          type: 'unknown_language',
          message: 'The template has no language "ja" (it has en, de, fr); the primary language was rendered.',
          language: 'ja',
          available: ['en', 'de', 'fr'],
        },
      ]);
    });
  });

  describe('hostile input: each refused (4xx) or neutralized, never an exception of another kind', () => {
    const breakouts = [
      '"><script>alert(1)</script>',
      "'><img src=x onerror=alert(1)>",
      '</mj-text><mj-raw><script>x</script></mj-raw>',
      'a\nb\t"c',
      '&quot;><b>&amp;',
    ];

    for (const payload of breakouts) {
      it(`free-text attributes keep ${JSON.stringify(payload)} as text (alt, title)`, async () => {
        const { html } = await render(
          email(section(column(image({ src: 'https://x.example/a.png', alt: payload, title: payload }, { uid: 'i' })))),
        );
        expectInert(html);
        const img = byTag(html, 'img')[0]!;
        expect(attr(img, 'alt')).to.equal(payload);
        expect(attr(img, 'title')).to.equal(payload);
        expect(byTag(html, 'b')).to.have.length(0);
      });

      it(`subject and preheader keep ${JSON.stringify(payload)} as text`, async () => {
        const { html } = await render(
          email({ attributes: { subject: payload, preheader: payload } }, section(column(text('x')))),
        );
        expectInert(html);
        expect(
          byTag(html, 'title')[0]!
            .childNodes.map((n) => ('value' in n ? n.value : ''))
            .join(''),
        ).to.equal(payload);
        expect(attr(byTag(html, 'div').find((el) => attr(el, 'role') === 'article')!, 'aria-label')).to.equal(payload);
      });
    }

    it('CSS-typed attributes refuse ; } </style> and url(): nothing reaches a style', async () => {
      const attacks = [
        'red;background:url(javascript:alert(1))',
        'red}</style><script>alert(1)</script>',
        '1px solid red;behavior:url(x.htc)',
        "'Arial';x:expression(alert(1))",
      ];
      for (const value of attacks) {
        const template = one(
          button('x', {
            uid: 'b',
            attributes: {
              href: 'https://x.example',
              color: value,
              border: value,
              'font-family': value,
              'background-color': value,
              padding: value,
            },
          }),
        );
        const { html, warnings } = await render(template);
        expectInert(html);
        expect(html).not.to.contain('alert(1)');
        expect(warnings.filter((w) => w.uid === 'b').map((w) => w.attribute)).to.include.members([
          'color',
          'border',
          'font-family',
          'background-color',
          'padding',
        ]);
      }
    });

    it('javascript: links in every URL attribute are left out, with unsafe_url warnings', async () => {
      for (const url of [
        'javascript:alert(1)',
        ' JaVaScRiPt:alert(1)',
        'java\tscript:alert(1)',
        'javascript&colon;alert(1)',
        'vbscript:x',
        'data:text/html,<script>x</script>',
      ]) {
        const template = email(
          section(
            { attributes: { 'background-url': url } },
            column(
              image({ src: url, href: url, alt: 'a' }, { uid: 'img' }),
              button('b', { uid: 'btn', attributes: { href: url } }),
            ),
          ),
        );
        const { html, warnings } = await render(template);
        expectInert(html);
        expect(warnings.filter((w) => w.type === 'unsafe_url').length, url).to.be.at.least(3);
      }
    });

    it('javascript: links and event handlers in authored HTML (text, table, raw) are removed', async () => {
      const attack =
        '<a href="javascript:alert(1)" onclick="x()">a</a><img src="javascript:x" onerror="alert(1)"><script>alert(1)</script><iframe src="https://evil.example"></iframe><style>body{}</style><!--[if mso]><script>x</script><![endif]-->';
      const template = email(section(column(text(attack), table(`<tr><td>${attack}</td></tr>`), raw(attack))));
      const { html } = await render(template);
      expectInert(html);
      expect(html).not.to.contain('alert(1)');
      expect(html).not.to.contain('evil.example');
    });

    it('merge tags cannot complete a scheme in a URL ({{x}}script:, {{x}}:, java{{x}}:)', async () => {
      for (const href of ['{{x}}script:alert(1)', '{{x}}:alert(1)', 'java{{x}}:alert(1)']) {
        const { html, mergeTags, warnings } = await render(one(button('b', { uid: 'b', attributes: { href } })));
        expect(byTag(html, 'a')).to.have.length(0);
        expect(mergeTags).to.deep.equal([]);
        expect(warnings.map((w) => w.type)).to.include('unsafe_url');
      }
    });

    it('a template cannot forge a placeholder token', async () => {
      const forged = '\uE000U0\uE001';
      const { html, mergeTags } = await render(
        email(
          { attributes: { subject: `S${forged}` } },
          section(column(text(`<p>${forged}</p>`), image({ src: `https://x.example/${forged}`, alt: forged }))),
        ),
      );
      expect(mergeTags).to.deep.equal([]);
      expect(html.match(placeholderPattern())).to.equal(null);
      expect(html).not.to.match(/[\uE000\uE001]/);
    });

    it("nor can a translation, in langs or in a synced section's translation", async () => {
      const forged = '\uE000T0\uE001';
      const definition = section({ uid: 's' }, column({ uid: 'c' }, text('<p>hi</p>', { uid: 't' })));
      const template = {
        ...email(
          section({ uid: 'ref', syncedId: 1 } as never),
          section({ uid: 'own' }, column(text('<p>own</p>', { uid: 'o' }))),
        ),
        langs: [
          { key: 'en', primary: true },
          { key: 'de', translations: { o: { content: `<p>eigen ${forged}</p>` } } },
        ],
      };
      const synced = [
        {
          id: 1,
          definition: JSON.stringify(definition),
          translation: JSON.stringify([{ key: 'de', translations: { t: { content: `<p>Hallo ${forged}</p>` } } }]),
        },
      ];
      const { html, mergeTags } = await render(template, { language: 'de' }, synced);
      expect(mergeTags).to.deep.equal([]);
      expect(html).to.contain('Hallo T0').and.contain('eigen T0');
      expect(html).not.to.match(/[\uE000\uE001]/);
    });

    it('</style> and </mj-style> in the global style are refused by the schema', async () => {
      for (const value of ['red}</style><script>alert(1)</script>', 'red</mj-style><mj-raw>x</mj-raw>']) {
        const error = await render(email({ style: { h1: { color: value } } }, section(column(text('x'))))).catch(
          (e: unknown) => e,
        );
        expect(error).to.be.instanceOf(TemplateValidationError);
        expect((error as TemplateValidationError).issues[0]!.path).to.deep.equal(['style', 'h1', 'color']);
      }
      const selector = await render(
        email({ style: { 'h1</style>': { color: 'red' } } }, section(column(text('x')))),
      ).catch((e: unknown) => e);
      expect(selector).to.be.instanceOf(TemplateValidationError);
    });

    it('unknown tags, mj-include and misplaced tags are refused, naming the path', async () => {
      for (const [template, path] of [
        [
          {
            children: [
              { tagName: 'mj-body', children: [{ tagName: 'mj-include', attributes: { path: '/etc/passwd' } }] },
            ],
          },
          'children[0].children[0].tagName',
        ],
        [
          email(section(column({ tagName: 'mj-section' } as never))),
          'children[0].children[0].children[0].children[0].tagName',
        ],
        [
          email(section(column({ tagName: 'script', content: 'x' } as never))),
          'children[0].children[0].children[0].children[0].tagName',
        ],
      ] as const) {
        const error = await render(template).catch((e: unknown) => e);
        expect(error).to.be.instanceOf(TemplateValidationError);
        expect((error as Error).message).to.contain(path);
      }
    });

    it('nesting 100,000 levels deep is a limit error (no stack overflow)', async () => {
      let deep: unknown = { tagName: 'mj-text' };
      for (let i = 0; i < 100_000; i++) deep = { tagName: 'mj-section', children: [deep] };
      const error = await render({ children: [{ tagName: 'mj-body', children: [deep] }] }).catch((e: unknown) => e);
      expect(error).to.be.instanceOf(TemplateLimitError);
      expect((error as TemplateLimitError).limit).to.equal('maxDepth');
    });

    it('a huge string is a limit error naming where it is', async () => {
      const error = await render(one(text('x'.repeat(EMAIL_LIMITS.maxStringLength + 1), { uid: 'big' }))).catch(
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(TemplateLimitError);
      expect((error as TemplateLimitError).limit).to.equal('maxStringLength');
      expect((error as TemplateLimitError).path).to.equal('children[0].children[0].children[0].children[0].content');
    });

    it('a translation applied to many blocks that share its uid is held to the definition size: 1,000 copies of 3,000 characters', async () => {
      // uids need not be unique: one translation then fills every block that carries its uid.
      const blocks = Array.from({ length: 1_000 }, () => text('<p>en</p>', { uid: 'same' }));
      const template = {
        ...email(section(column(...blocks))),
        langs: [
          { key: 'en', primary: true },
          { key: 'de', translations: { same: { content: `<p>${'x'.repeat(3_000)}</p>` } } },
        ],
      };
      const error = await render(template, { language: 'de' }).catch((e: unknown) => e);
      expect(error).to.be.instanceOf(TemplateLimitError);
      expect((error as TemplateLimitError).limit).to.equal('maxDefinitionLength');
      expect((error as TemplateLimitError).path).to.equal('langs');
      // In the primary language the same template is small, and renders.
      expect((await render(template)).html).to.contain('<p>en</p>');
    });

    it('__proto__ keys in attributes, style and translations change nothing', async () => {
      const json =
        '{"children":[{"tagName":"mj-body","children":[{"tagName":"mj-section","children":[{"tagName":"mj-column","children":[{"tagName":"mj-text","uid":"t","attributes":{"__proto__":{"color":"red"},"align":"center"},"content":"hi"}]}]}]}],"style":{"__proto__":{"color":"red"}},"langs":[{"key":"en","primary":true,"translations":{"__proto__":{"content":"x"}}}]}';
      const { html } = await render(json);
      expect(({} as Record<string, unknown>).color).to.equal(undefined);
      expect(html).to.contain('hi');
      expectInert(html);
    });

    it('invalid JSON text names the definition', async () => {
      const error = await render('{"children": [').catch((e: unknown) => e);
      expect(error).to.be.instanceOf(TemplateValidationError);
      expect((error as TemplateValidationError).issues[0]).to.include({ code: 'invalid_json' });
    });

    it("translations and synced definitions are sanitized like the template's own content", async () => {
      const attack =
        '<p>ok</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>';
      const template = {
        ...email(section(column(text('<p>en</p>', { uid: 't' }))), section({ uid: 's', syncedId: 1 })),
        langs: [
          { key: 'en', primary: true },
          { key: 'de', translations: { t: { content: attack } } },
        ],
      };
      const definition = {
        tagName: 'mj-section',
        children: [
          {
            tagName: 'mj-column',
            children: [
              { tagName: 'mj-text', uid: 'd', content: attack },
              { tagName: 'mj-button', attributes: { href: 'javascript:alert(1)' }, content: attack },
            ],
          },
        ],
      };
      const { html } = await render(template, { language: 'de' }, [
        {
          id: 1,
          definition: JSON.stringify(definition),
          translation: JSON.stringify([{ key: 'de', translations: { d: { content: attack } } }]),
        },
      ]);
      expectInert(html);
      expect(html).not.to.contain('alert(1)');
      expect(html.match(/<p>ok<\/p>/g)).to.have.length(2);
    });

    it('every example renders inert HTML', async () => {
      for (const html of [
        (await render(newsletter)).html,
        (await render(receipt)).html,
        (await render(multilingual, {}, multilingualSyncedSections)).html,
      ]) {
        expectInert(html);
        expect(elements(html).length).to.be.greaterThan(20);
      }
    });
  });
});
