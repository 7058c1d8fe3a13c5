/**
 * The block builders: one per block kind, each with the attributes a designer would set (only
 * non-default ones, drawn by chance) and some md/sm/xs overrides, so that every kind's CSS and
 * markup paths are exercised.
 */
import type { TemplateNode } from '../../renderer/model/node.ts';
import type { Copy } from './copy.ts';
import type { Random } from './random.ts';
import { COLORS, COMPANIES, FONTS, NAMES, NETWORKS, YOUTUBE_IDS } from './vocabulary.ts';

/** A node's attribute map as the builders write it. */
export type Attrs = Record<string, unknown>;

/** The block builders for one page, drawing from its PRNG. */
export function createBlocks({ int, pick, chance, uid }: Random, { phrase }: Copy) {
  const typo = (a: Attrs, headingish: boolean) => {
    if (chance(0.25)) a.color = pick(COLORS);
    if (chance(0.15)) a['font-size'] = pick(headingish ? ['18px', '20px', '22px'] : ['15px', '16px', '17px', '18px']);
    if (chance(0.1)) a['line-height'] = pick(['1.5', '1.6', '1.7']);
    if (chance(0.05)) a['font-family'] = pick(FONTS);
    if (chance(0.05)) a['letter-spacing'] = '0.01em';
  };
  const text = (content: string, opts: { align?: string; headingish?: boolean } = {}): TemplateNode => {
    const attributes: Attrs = {};
    if (opts.align) attributes['text-align'] = opts.align;
    typo(attributes, opts.headingish ?? false);
    if (chance(0.1)) attributes.padding = pick(['0', '4px 0', '12px 0', '16px 0 8px']);
    const node: Record<string, unknown> = { tagName: 'text', uid: uid(), attributes, content };
    if (chance(0.12)) node.xsAttributes = { 'text-align': 'center', ...(chance(0.5) ? { 'font-size': '15px' } : {}) };
    else if (chance(0.08)) node.mdAttributes = { 'font-size': '16px' };
    return node as unknown as TemplateNode;
  };
  const button = (label: string, opts: { primary?: boolean; align?: string; full?: boolean } = {}): TemplateNode => {
    const attributes: Attrs = {
      href: chance(0.5)
        ? `#${pick(['signup', 'pricing', 'features', 'contact', 'faq'])}`
        : `https://app.example.com/${pick(['signup', 'demo', 'trial', 'login'])}`,
    };
    if (chance(0.15)) attributes.target = '_blank';
    if (opts.align) attributes.align = opts.align;
    if (opts.full) attributes['full-width'] = true;
    if (opts.primary === false) {
      Object.assign(attributes, {
        'background-color': 'transparent',
        color: '#1d4ed8',
        'border-width': '2px',
        'border-color': '#1d4ed8',
        'hover-background-color': '#dbeafe',
      });
    } else {
      if (chance(0.5)) attributes['background-color'] = pick(['#2563eb', '#4f46e5', '#0f766e', '#be123c', '#111827']);
      if (chance(0.4))
        attributes['hover-background-color'] = pick(['#1d4ed8', '#4338ca', '#115e59', '#9f1239', '#000000']);
    }
    if (chance(0.3)) attributes['border-radius'] = pick(['8px', '10px', '999px']);
    if (chance(0.2)) attributes['inner-padding'] = pick(['14px 28px', '10px 20px', '16px 32px']);
    if (chance(0.2)) attributes['font-size'] = pick(['15px', '17px', '18px']);
    if (chance(0.05)) attributes['text-transform'] = 'uppercase';
    const node: Record<string, unknown> = { tagName: 'button', uid: uid(), attributes, content: label };
    if (chance(0.3)) node.xsAttributes = { 'full-width': true, align: 'center' };
    return node as unknown as TemplateNode;
  };
  const image = (kind: 'photo' | 'icon' | 'logo' | 'avatar' | 'gif', opts: { align?: string } = {}): TemplateNode => {
    const sizes = { photo: [1200, 800], icon: [64, 64], logo: [240, 80], avatar: [160, 160], gif: [480, 270] } as const;
    const [w, h] = sizes[kind];
    const name = `${kind}-${int(1, 400)}`;
    const attributes: Attrs = {
      src: `https://cdn.example.com/bp/${name}.${kind === 'gif' ? 'gif' : kind === 'photo' ? 'jpg' : 'png'}`,
      alt:
        kind === 'icon' || kind === 'logo'
          ? kind === 'logo'
            ? `${pick(COMPANIES)} logo`
            : ''
          : `${pick(['A team', 'A board', 'A timeline', 'A dashboard', 'A person'])} ${phrase(1, 3)}`,
      'image-width': w,
      'image-height': h,
    };
    if (kind === 'icon') attributes.width = '56px';
    else if (kind === 'avatar') Object.assign(attributes, { width: '80px', 'border-radius': '50%' });
    else if (kind === 'logo') attributes.width = '120px';
    else if (chance(0.6)) attributes.width = '100%';
    if (kind === 'photo' && chance(0.5)) attributes['border-radius'] = pick(['12px', '16px', '20px']);
    if (opts.align) attributes.align = opts.align;
    if (kind === 'photo' && chance(0.15)) attributes.href = `https://www.example.com/gallery/${name}`;
    const node: Record<string, unknown> = { tagName: kind === 'gif' ? 'gif' : 'image', uid: uid(), attributes };
    if (opts.align && opts.align !== 'center' && chance(0.5)) node.xsAttributes = { align: 'center' };
    else if (kind === 'photo' && chance(0.2)) node.smAttributes = { width: '100%' };
    return node as unknown as TemplateNode;
  };
  const divider = (): TemplateNode => {
    const attributes: Attrs = {};
    if (chance(0.3)) attributes.color = pick(['#e2e8f0', '#cbd5e1', '#1e293b']);
    if (chance(0.25)) attributes.width = pick(['40%', '60%', '80%']);
    if (chance(0.2)) attributes.thickness = '2px';
    if (chance(0.1)) attributes['border-style'] = 'dashed';
    if (chance(0.15)) attributes.padding = pick(['8px 0', '24px 0', '24px 0 0']);
    const node: Record<string, unknown> = { tagName: 'divider', uid: uid(), attributes };
    if (attributes.width !== undefined && chance(0.5)) node.smAttributes = { width: '100%' };
    return node as unknown as TemplateNode;
  };
  const spacer = (): TemplateNode => {
    const node: Record<string, unknown> = {
      tagName: 'spacer',
      uid: uid(),
      attributes: chance(0.5) ? { height: pick(['16px', '24px', '48px', '64px']) } : {},
    };
    if (chance(0.25)) node.xsAttributes = chance(0.5) ? { hidden: true } : { height: '16px' };
    return node as unknown as TemplateNode;
  };
  const social = (count = int(3, 6)): TemplateNode => {
    const start = int(0, NETWORKS.length - 1);
    const links = [];
    for (let i = 0; i < count; i++) {
      const network = NETWORKS[(start + i) % NETWORKS.length] as (typeof NETWORKS)[number];
      const href =
        network === 'email'
          ? 'mailto:hello@example.com'
          : network === 'website'
            ? 'https://www.example.com'
            : `https://www.${network === 'x' ? 'x' : network}.com/brightpath`;
      links.push(network === 'email' ? { network, href, label: 'Email us' } : { network, href });
    }
    const attributes: Attrs = {
      links,
      'icon-style': pick(['brand', 'dark', 'light', 'outline']),
      'icon-shape': pick(['circle', 'rounded', 'square']),
    };
    if (chance(0.5)) attributes['icon-size'] = pick(['28px', '36px', '40px']);
    if (chance(0.4)) attributes.gap = '12px';
    if (chance(0.3)) attributes.align = pick(['left', 'right']);
    return { tagName: 'social', uid: uid(), attributes } as TemplateNode;
  };
  const video = (): TemplateNode => {
    const id = pick(YOUTUBE_IDS);
    const url = pick([
      `https://www.youtube.com/watch?v=${id}`,
      `https://youtu.be/${id}`,
      `https://www.youtube.com/embed/${id}`,
    ]);
    const attributes: Attrs = {
      url,
      alt: `Play the ${pick(['two-minute tour', 'customer story', 'product demo', 'launch keynote'])}`,
    };
    if (chance(0.5)) attributes['border-radius'] = pick(['12px', '16px']);
    if (chance(0.4)) attributes['play-button-color'] = pick(['#2563eb', '#111827', '#be123c']);
    if (chance(0.2)) attributes.width = '80%';
    const node: Record<string, unknown> = { tagName: 'video', uid: uid(), attributes };
    if (attributes.width !== undefined) node.smAttributes = { width: '100%' };
    return node as unknown as TemplateNode;
  };
  const form = (): TemplateNode => {
    const fields: Attrs[] = [
      { type: 'text', name: 'name', label: 'Your name', placeholder: pick(NAMES), required: true },
      { type: 'email', name: 'email', label: 'Work email', placeholder: 'you@company.com', required: true },
    ];
    if (chance(0.7)) fields.push({ type: 'tel', name: 'phone', label: 'Phone', placeholder: '+1 555 0100' });
    if (chance(0.7))
      fields.push({
        type: 'select',
        name: 'team_size',
        label: 'Team size',
        placeholder: 'Choose a size',
        options: [
          { label: '2 to 10', value: '2-10' },
          { label: '11 to 50', value: '11-50' },
          { label: '51 to 200', value: '51-200' },
          { label: 'More than 200', value: '200+' },
        ],
      });
    if (chance(0.6))
      fields.push({
        type: 'textarea',
        name: 'message',
        label: 'What would you like to plan first?',
        placeholder: 'A product launch, a website, a move…',
      });
    fields.push({
      type: 'checkbox',
      name: 'newsletter',
      label: 'Send me one email a month with planning tips',
      value: 'yes',
    });
    fields.push({ type: 'hidden', name: 'source', value: `landing-${int(1, 99)}` });
    const attributes: Attrs = {
      action: 'https://api.example.com/forms/trial-signups',
      method: 'post',
      fields,
      'submit-text': pick(['Create my workspace', 'Request a demo', 'Get started', 'Send']),
    };
    if (chance(0.6)) attributes['submit-full-width'] = true;
    if (chance(0.5)) attributes['border-radius'] = '10px';
    if (chance(0.4)) attributes['submit-background-color'] = pick(['#4f46e5', '#0f766e', '#111827']);
    if (chance(0.3)) attributes['label-color'] = '#334155';
    return { tagName: 'form', uid: uid(), attributes } as TemplateNode;
  };
  const htmlBlock = (): TemplateNode => {
    const content = pick([
      `<div class="rating-badge" style="display:inline-flex;gap:8px;align-items:center;padding:10px 16px;border:1px solid #e2e8f0;border-radius:999px;font-weight:600"><span style="color:#f59e0b" aria-hidden="true">★★★★★</span><span>${int(40, 49) / 10} average from ${int(200, 2000)} reviews</span></div>`,
      `<table class="compare"><thead><tr><th>Feature</th><th>Brightpath</th><th>Spreadsheets</th></tr></thead><tbody><tr><td>Live updates</td><td>Yes</td><td>No</td></tr><tr><td>Timelines</td><td>Yes</td><td>Manual</td></tr><tr><td>Client portals</td><td>Yes</td><td>No</td></tr></tbody></table>`,
      `<div class="trust-row"><img src="https://images.example-cdn.com/badges/soc2.svg" alt="SOC 2" width="72" height="72"><img src="https://images.example-cdn.com/badges/gdpr.svg" alt="GDPR ready" width="72" height="72"><p>Your data is encrypted at rest and in transit.</p></div>`,
    ]);
    const attributes: Attrs = { align: pick(['left', 'center']) };
    if (chance(0.3)) attributes['background-color'] = '#f8fafc';
    return { tagName: 'html', uid: uid(), attributes, content } as TemplateNode;
  };
  const raw = (): TemplateNode => ({
    tagName: 'raw',
    uid: uid(),
    content: pick([
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"SoftwareApplication","name":"Brightpath","applicationCategory":"BusinessApplication","offers":{"@type":"Offer","price":"${int(5, 20)}","priceCurrency":"USD"}}</script>`,
      '<style>.compare{width:100%;border-collapse:collapse}.compare td,.compare th{padding:8px;border-bottom:1px solid #e2e8f0;text-align:left}</style>',
      '<noscript><img src="https://px.example-analytics.com/p.gif?site=brightpath" alt="" width="1" height="1"></noscript>',
    ]),
  });
  const customRaw = (): TemplateNode => ({
    tagName: 'custom-raw',
    uid: uid(),
    customKey: 'countdown-banner',
    attributes: { align: 'center', 'background-color': '#fef3c7', padding: '12px 16px' },
    content: `<p class="countdown-banner" style="margin:0;font-weight:600;color:#92400e">Launch offer: ${int(10, 40)}% off annual plans until ${pick(['Friday', 'Sunday', 'the end of the month'])}</p>`,
  });

  return { text, button, image, divider, spacer, social, video, form, htmlBlock, raw, customRaw };
}

export type Blocks = ReturnType<typeof createBlocks>;
