/**
 * A deterministic benchmark page: 100 sections, about 2,000 template nodes, about 300 KB of
 * publish HTML. No Math.random: every choice comes from a seeded PRNG (mulberry32), so the same
 * seed gives the same page, byte for byte, on every machine and every run.
 *
 * The mix follows real landing pages: a hero, feature grids, splits of copy and media,
 * testimonials, pricing cards, FAQs, logo strips, stats, team grids, galleries, a few forms and
 * videos, call-to-action bands and a footer. Every node kind appears, with realistic attributes
 * (only non-default ones where a designer would change them) and some md/sm/xs overrides. Text
 * content is written the way the sanitizer writes it back (canonical), so a renderer that emits
 * it unchanged (the floor, the peers) produces the same markup as ours.
 */
import type { PageDefinition, TemplateNode } from '../renderer/model/node.ts';

type Attrs = Record<string, unknown>;

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'plan project team task board timeline update launch deliver review approve share focus simple clear ' +
  'fast calm reliable secure private flexible visual weekly daily goal milestone roadmap sprint release ' +
  'customer client partner studio agency startup company workflow process handoff checklist report ' +
  'insight dashboard metric progress status priority deadline schedule calendar meeting note comment ' +
  'file document template integration automation reminder notification mobile desktop browser offline ' +
  'everyone together across every without before after between while during around within beyond ' +
  'build track organize measure improve grow scale connect invite assign finish start move keep save ' +
  'the your our their with for from into onto that this those these more less most best better quick ' +
  'hours minutes days weeks months quarter year budget cost value price plan support service guide'
).split(' ');

const HEADLINES = [
  'Plan projects your team actually finishes', 'Everything in one calm place', 'Ship on time, every time',
  'Built for teams that move fast', 'See the whole plan at a glance', 'Work that flows from idea to launch',
  'Less busywork, more done', 'The planning tool people enjoy using', 'From kickoff to handoff',
  'Bring every project into focus', 'Updates that reach everyone', 'A clear plan for every week',
];
const FEATURES = [
  'Boards for today', 'Timelines for the quarter', 'Done means done', 'Live updates', 'Smart reminders',
  'Client portals', 'Time tracking', 'Reports that write themselves', 'Templates', 'Integrations',
  'Mobile apps', 'Permissions', 'Workload view', 'Goals and OKRs', 'Approvals', 'Automations',
];
const NAMES = [
  'Maya Okafor', 'Daniel Reyes', 'Priya Nair', 'Jonas Berg', 'Sofia Marquez', 'Liam O’Connor', 'Aiko Tanaka',
  'Noah Fischer', 'Amara Diallo', 'Lucas Moreau', 'Elena Petrova', 'Samir Haddad', 'Grace Kim', 'Tomás Silva',
];
const COMPANIES = ['Northwind Studio', 'Acme Labs', 'Bluebird Agency', 'Fieldstone', 'Harbor & Co', 'Lumen Health', 'Orbit Media', 'Pinecrest'];
const COLORS = ['#0f172a', '#1e293b', '#334155', '#475569', '#64748b', '#1d4ed8', '#2563eb', '#4f46e5', '#7c3aed', '#0f766e', '#b45309', '#be123c'];
const LIGHT_BACKGROUNDS = ['#ffffff', '#f8fafc', '#eef2ff', '#f0fdf4', '#fefce8', '#fff7ed', '#f5f3ff', '#ecfeff'];
const DARK_BACKGROUNDS = ['#0f172a', '#111827', '#1e1b4b', '#064e3b', '#312e81'];
const NETWORKS = ['facebook', 'instagram', 'x', 'linkedin', 'youtube', 'tiktok', 'pinterest', 'github', 'email', 'website'] as const;
const FONTS = ["'Playfair Display', serif", "'Inter', Arial, sans-serif", "'Lora', serif", 'Georgia, serif'];

/** The kinds of section the generator writes between the hero and the footer. */
export type SectionType = 'features' | 'split' | 'testimonials' | 'logos' | 'faq' | 'stats' | 'gallery' | 'pricing' | 'article' | 'cta' | 'team' | 'steps' | 'video' | 'signup';

/** How many sections of each type the benchmark page has (98, plus the hero and the footer). */
export const DEFAULT_MIX: Readonly<Record<SectionType, number>> = {
  features: 12, split: 11, testimonials: 7, logos: 7, faq: 9, stats: 8, gallery: 5, pricing: 5, article: 8, cta: 7, team: 4, steps: 8, video: 4, signup: 3,
};

/** Generates the page for `seed` (the benchmark uses the defaults). */
export function generatePage(seed = 20261122, mix: Readonly<Record<SectionType, number>> = DEFAULT_MIX): PageDefinition {
  const rand = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const chance = (p: number) => rand() < p;

  const taken = new Set<string>();
  const uid = (): string => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    for (;;) {
      let id = alphabet[int(0, 25)] as string;
      for (let i = 0; i < 5; i++) id += alphabet[int(0, 35)];
      if (!taken.has(id)) {
        taken.add(id);
        return id;
      }
    }
  };

  // ---- words ----
  const sentence = (min = 4, max = 9): string => {
    const n = int(min, max);
    const words: string[] = [];
    for (let i = 0; i < n; i++) words.push(pick(WORDS));
    const first = words[0] as string;
    words[0] = first.charAt(0).toUpperCase() + first.slice(1);
    if (n > 10 && chance(0.4)) words[Math.floor(n / 2)] += ','; // long sentences (testimonials) get a comma
    return words.join(' ') + '.';
  };
  const phrase = (min = 2, max = 4): string => {
    const words: string[] = [];
    for (let i = int(min, max); i > 0; i--) words.push(pick(WORDS));
    return words.join(' ');
  };
  const link = (text: string): string => {
    const href = `${chance(0.6) ? '' : 'https://www.example.com'}/${pick(['features', 'pricing', 'blog', 'guides', 'customers', 'docs'])}/${phrase(1, 2).replace(/ /g, '-')}`;
    return chance(0.2) ? `<a href="${href}" target="_blank" rel="noopener">${text}</a>` : `<a href="${href}">${text}</a>`;
  };
  /** A sentence with some inline formatting: strong, em, a link, a colored span. */
  const richSentence = (): string => {
    const plain = sentence();
    const words = plain.split(' ');
    const roll = rand();
    const at = int(1, Math.max(1, words.length - 3));
    const span = words.slice(at, at + 2).join(' ');
    let inner: string;
    if (roll < 0.25) inner = `<strong>${span}</strong>`;
    else if (roll < 0.4) inner = `<em>${span}</em>`;
    else if (roll < 0.6) inner = link(span);
    else if (roll < 0.67) inner = `<span style="color:${pick(COLORS)}">${span}</span>`;
    else return plain;
    return [...words.slice(0, at), inner, ...words.slice(at + 2)].join(' ');
  };
  const paragraph = (sentences: number): string => {
    const parts: string[] = [];
    for (let i = 0; i < sentences; i++) parts.push(richSentence());
    return `<p>${parts.join(' ')}</p>`;
  };
  const list = (items: number, ordered = false): string => {
    const tag = ordered ? 'ol' : 'ul';
    let out = `<${tag}>`;
    for (let i = 0; i < items; i++) out += `<li>${chance(0.3) ? `<strong>${phrase(1, 2)}</strong> ` : ''}${sentence(4, 9)}</li>`;
    return out + `</${tag}>`;
  };

  // ---- blocks ----
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
    const attributes: Attrs = { href: chance(0.5) ? `#${pick(['signup', 'pricing', 'features', 'contact', 'faq'])}` : `https://app.example.com/${pick(['signup', 'demo', 'trial', 'login'])}` };
    if (chance(0.15)) attributes.target = '_blank';
    if (opts.align) attributes.align = opts.align;
    if (opts.full) attributes['full-width'] = true;
    if (opts.primary === false) {
      Object.assign(attributes, { 'background-color': 'transparent', color: '#1d4ed8', 'border-width': '2px', 'border-color': '#1d4ed8', 'hover-background-color': '#dbeafe' });
    } else {
      if (chance(0.5)) attributes['background-color'] = pick(['#2563eb', '#4f46e5', '#0f766e', '#be123c', '#111827']);
      if (chance(0.4)) attributes['hover-background-color'] = pick(['#1d4ed8', '#4338ca', '#115e59', '#9f1239', '#000000']);
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
      alt: kind === 'icon' || kind === 'logo' ? (kind === 'logo' ? `${pick(COMPANIES)} logo` : '') : `${pick(['A team', 'A board', 'A timeline', 'A dashboard', 'A person'])} ${phrase(1, 3)}`,
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
    const node: Record<string, unknown> = { tagName: 'spacer', uid: uid(), attributes: chance(0.5) ? { height: pick(['16px', '24px', '48px', '64px']) } : {} };
    if (chance(0.25)) node.xsAttributes = chance(0.5) ? { hidden: true } : { height: '16px' };
    return node as unknown as TemplateNode;
  };
  const social = (count = int(3, 6)): TemplateNode => {
    const start = int(0, NETWORKS.length - 1);
    const links = [];
    for (let i = 0; i < count; i++) {
      const network = NETWORKS[(start + i) % NETWORKS.length] as (typeof NETWORKS)[number];
      const href = network === 'email' ? 'mailto:hello@example.com' : network === 'website' ? 'https://www.example.com' : `https://www.${network === 'x' ? 'x' : network}.com/brightpath`;
      links.push(network === 'email' ? { network, href, label: 'Email us' } : { network, href });
    }
    const attributes: Attrs = { links, 'icon-style': pick(['brand', 'dark', 'light', 'outline']), 'icon-shape': pick(['circle', 'rounded', 'square']) };
    if (chance(0.5)) attributes['icon-size'] = pick(['28px', '36px', '40px']);
    if (chance(0.4)) attributes.gap = '12px';
    if (chance(0.3)) attributes.align = pick(['left', 'right']);
    return { tagName: 'social', uid: uid(), attributes } as TemplateNode;
  };
  const youtubeIds = ['dQw4w9WgXcQ', 'M7lc1UVf-VE', 'aqz-KE-bpKQ', 'ScMzIvxBSi4', 'jNQXAC9IVRw', '9bZkp7q19f0', 'kJQP7kiw5Fk', 'L_jWHffIx5E'];
  const video = (): TemplateNode => {
    const id = pick(youtubeIds);
    const url = pick([`https://www.youtube.com/watch?v=${id}`, `https://youtu.be/${id}`, `https://www.youtube.com/embed/${id}`]);
    const attributes: Attrs = { url, alt: `Play the ${pick(['two-minute tour', 'customer story', 'product demo', 'launch keynote'])}` };
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
    if (chance(0.7)) fields.push({ type: 'select', name: 'team_size', label: 'Team size', placeholder: 'Choose a size', options: [{ label: '2 to 10', value: '2-10' }, { label: '11 to 50', value: '11-50' }, { label: '51 to 200', value: '51-200' }, { label: 'More than 200', value: '200+' }] });
    if (chance(0.6)) fields.push({ type: 'textarea', name: 'message', label: 'What would you like to plan first?', placeholder: 'A product launch, a website, a move…' });
    fields.push({ type: 'checkbox', name: 'newsletter', label: 'Send me one email a month with planning tips', value: 'yes' });
    fields.push({ type: 'hidden', name: 'source', value: `landing-${int(1, 99)}` });
    const attributes: Attrs = { action: 'https://api.example.com/forms/trial-signups', method: 'post', fields, 'submit-text': pick(['Create my workspace', 'Request a demo', 'Get started', 'Send']) };
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

  // ---- structure ----
  const column = (blocks: TemplateNode[], attributes: Attrs = {}, extra: Record<string, unknown> = {}): TemplateNode =>
    ({ tagName: 'column', uid: uid(), attributes, ...extra, children: blocks }) as TemplateNode;
  const anchors = new Set<string>();
  const section = (columns: TemplateNode[], opts: { dark?: boolean; anchor?: string; stack?: string; container?: Attrs; full?: boolean } = {}): TemplateNode => {
    const attributes: Attrs = {};
    if (opts.dark) Object.assign(attributes, { 'background-color': pick(DARK_BACKGROUNDS), color: '#e2e8f0' });
    else if (chance(0.5)) attributes['background-color'] = pick(LIGHT_BACKGROUNDS);
    attributes.padding = pick(['48px 24px', '64px 24px', '80px 24px', '96px 24px 64px', '40px 24px']);
    if (opts.anchor && !anchors.has(opts.anchor)) {
      anchors.add(opts.anchor);
      attributes.anchor = opts.anchor;
    }
    if (opts.stack) attributes['stack-columns'] = opts.stack;
    if (opts.full) attributes['full-width'] = true;
    if (chance(0.15)) attributes['vertical-align'] = 'middle';
    const node: Record<string, unknown> = { tagName: 'section', uid: uid(), attributes };
    if (chance(0.3)) node.mdAttributes = { padding: '56px 24px' };
    if (chance(0.35)) node.smAttributes = { padding: '40px 16px' };
    if (opts.container || chance(0.3)) {
      const container: Record<string, unknown> = { tagName: 'container', attributes: opts.container ?? { 'max-width': pick(['960px', '1040px', '1120px']) } };
      if (opts.container && chance(0.5)) container.xsAttributes = { padding: '20px' };
      node.container = container;
    }
    node.children = columns;
    return node as unknown as TemplateNode;
  };
  /** A heading block and, often, an intro paragraph block: how editors build section titles. */
  const title = (level: 'h1' | 'h2' | 'h3', words: string, intro: boolean, align?: string): TemplateNode[] => {
    const blocks = [text(`<${level}>${words}</${level}>`, { headingish: true, ...(align ? { align } : {}) })];
    if (intro) blocks.push(text(paragraph(1), align && chance(0.5) ? { align } : {}));
    return blocks;
  };
  const titleColumn = (words: string, intro = true): TemplateNode =>
    column([...(chance(0.5) ? [text(`<p class="eyebrow">${phrase(1, 3)}</p>`, { align: 'center' })] : []), ...title('h2', words, intro, 'center'), spacer()], { width: '100%' });

  const hero = (): TemplateNode => {
    const s = section(
      [
        column(
          [
            text(`<p class="eyebrow">${phrase(3, 5)}</p>`),
            ...title('h1', pick(HEADLINES), true),
            spacer(),
            button(pick(['Start your free trial', 'Get started free', 'Book a demo']), { align: 'left' }),
            button('See how it works <span>→</span>', { primary: false, align: 'left' }),
            text(`<p><small>${sentence(5, 8)}</small></p>`),
          ],
          { width: '55%', 'vertical-align': 'middle', padding: '12px 32px 12px 12px' },
          { smAttributes: { padding: '12px' } },
        ),
        column([image('photo')], { width: '45%', 'vertical-align': 'middle' }),
      ],
      { anchor: 'top', container: { 'max-width': '1120px' } },
    );
    (s.attributes as Attrs)['min-height'] = '560px';
    if (chance(0.5)) (s.attributes as Attrs)['background-image'] = `https://cdn.example.com/bp/hero-bg-${int(1, 9)}.jpg`;
    return s;
  };
  const features = (): TemplateNode => {
    const n = pick([3, 3, 4]);
    const cols = [];
    for (let i = 0; i < n; i++) {
      const blocks = [image('icon', { align: 'left' }), ...title('h3', pick(FEATURES), false, 'left'), text(paragraph(1))];
      if (chance(0.7)) blocks.push(button('Learn more <span>→</span>', { primary: false, align: 'left' }));
      if (chance(0.3)) blocks.push(spacer());
      cols.push(column(blocks, chance(0.3) ? { padding: '16px 20px' } : {}, n === 4 && chance(0.6) ? { mdAttributes: { width: '50%' } } : {}));
    }
    return section(n === 3 ? [titleColumn(pick(HEADLINES)), ...cols] : cols, { anchor: 'features' });
  };
  const split = (): TemplateNode => {
    const copy = column(
      [
        text(`<p class="eyebrow">${phrase(2, 3)}</p>`),
        ...title('h2', pick(HEADLINES), true),
        text(list(int(3, 4))),
        spacer(),
        button(pick(['Try it free', 'See pricing', 'Talk to sales']), { align: 'left' }),
        button('Talk to us', { primary: false, align: 'left' }),
        text(`<p><small>${phrase(4, 6)}</small></p>`),
      ],
      { width: pick(['50%', '55%', '60%']), 'vertical-align': 'middle' },
    );
    const media = column(chance(0.25) ? [video()] : [image('photo'), text(`<p><small>${sentence(4, 7)}</small></p>`, { align: 'center' })], { 'vertical-align': 'middle' });
    return section(chance(0.5) ? [copy, media] : [media, copy], { dark: chance(0.2) });
  };
  const testimonials = (): TemplateNode => {
    const cols = [];
    for (let i = 0; i < 3; i++) {
      cols.push(
        column(
          [
            image('avatar'),
            text('<p>★★★★★</p>', { align: 'center' }),
            text(`<blockquote>“${sentence(10, 18)}”</blockquote>`, { align: 'center' }),
            text(`<p><strong>${pick(NAMES)}</strong><br>${pick(COMPANIES).replace('&', '&amp;')}</p>`, { align: 'center' }),
          ],
          chance(0.5) ? { 'background-color': '#ffffff', 'border-radius': '16px', padding: '24px' } : {},
        ),
      );
    }
    return section([titleColumn('What our customers say', false), ...cols], { anchor: 'customers' });
  };
  const pricing = (): TemplateNode => {
    const plans = [['Team', '$8'], ['Business', '$16'], ['Enterprise', 'Let’s talk']] as const;
    const cols = plans.map(([name, price], i) =>
      column(
        [
          ...title('h3', name, false, 'center'),
          text(`<p><strong style="font-size:36px">${price}</strong><br><span style="color:#64748b">per person / month</span></p>`, { align: 'center' }),
          divider(),
          text(list(int(3, 5)), { align: 'left' }),
          spacer(),
          button(`Choose ${name}`, { full: true, primary: i !== 0 }),
          text(`<p><small>${sentence(4, 6)}</small></p>`, { align: 'center' }),
        ],
        i === 1 ? { padding: '20px', 'background-color': '#0f172a', 'border-radius': '16px' } : { padding: '20px' },
        { smAttributes: { padding: '20px 12px' } },
      ),
    );
    return section([titleColumn('Simple pricing that grows with you'), ...cols], { anchor: 'pricing' });
  };
  const faq = (): TemplateNode => {
    const cols = [];
    for (let c = 0; c < 2; c++) {
      const blocks = [];
      for (let i = int(4, 6); i > 0; i--) blocks.push(...title('h3', sentence(4, 7).replace(/\.$/, '?'), false), text(paragraph(1)), divider());
      cols.push(column(blocks));
    }
    return section([titleColumn('Frequently asked questions', false), ...cols], { anchor: 'faq' });
  };
  const logos = (): TemplateNode => {
    const cols = [];
    for (let i = 0; i < 3; i++) cols.push(column([image('logo'), image('logo'), image('logo')], {}, { smAttributes: { width: '50%' } }));
    return section([column([text(`<p>Trusted by <strong>${int(2, 9)},000+ teams</strong> at studios, agencies and startups</p>`, { align: 'center' }), spacer()], { width: '100%' }), ...cols], { stack: 'never' });
  };
  const stats = (): TemplateNode => {
    const cols = [];
    for (let i = 0; i < 4; i++) {
      cols.push(
        column(
          [text(`<p class="eyebrow">${phrase(1, 2)}</p>`, { align: 'center' }), divider(), ...title('h2', `${int(2, 99)}${pick(['%', 'k', '×', ' hrs'])}`, false, 'center'), text(`<p>${phrase(3, 5)}</p>`, { align: 'center' }), spacer()],
          {},
          { smAttributes: { width: '50%' } },
        ),
      );
    }
    return section(cols, { dark: chance(0.5), stack: 'xs' });
  };
  const steps = (): TemplateNode => {
    const cols = [];
    for (let i = 1; i <= 3; i++) cols.push(column([image('icon'), text(`<p class="eyebrow">Step ${i}</p>`), ...title('h3', pick(FEATURES), false), text(paragraph(1)), divider()]));
    const head = titleColumn('Up and running in an afternoon');
    (head.children as TemplateNode[]).push(button(pick(['Start now', 'Get started']), { align: 'center' }));
    return section([head, ...cols], { anchor: 'how' });
  };
  let ctas = 0;
  const cta = (): TemplateNode =>
    section(
      [column([...title('h2', pick(HEADLINES), true, 'center'), spacer(), button(pick(['Start your free trial', 'Get started', 'Book a demo']), { align: 'center' }), text(`<p><small>${phrase(4, 6)}</small></p>`, { align: 'center' }), ...(ctas++ % 3 === 0 ? [customRaw()] : [])])],
      { dark: chance(0.5), anchor: 'signup' },
    );
  const signup = (): TemplateNode =>
    section([column([...title('h2', 'Start your free trial', true, 'center'), form()]), column([image('photo'), htmlBlock()], { 'vertical-align': 'middle' })], {
      anchor: 'contact',
      container: { 'max-width': '960px', 'background-color': '#ffffff', 'border-radius': '20px', padding: '32px' },
    });
  const videoSection = (): TemplateNode =>
    section([column([...title('h2', pick(HEADLINES), true, 'center'), video(), button('Watch more stories', { primary: false, align: 'center' })])], { dark: chance(0.4), anchor: 'tour' });
  const team = (): TemplateNode => {
    const cols = [];
    for (let i = 0; i < 3; i++) {
      const blocks = [image('avatar'), ...title('h3', pick(NAMES), false, 'center'), text(`<p>${phrase(2, 3)}</p>`, { align: 'center' }), text(paragraph(1), { align: 'center' }), divider()];
      if (i === 0) blocks.push(social(2));
      cols.push(column(blocks, {}, { mdAttributes: { width: '50%' } }));
    }
    return section([titleColumn('The people behind Brightpath'), ...cols], { anchor: 'team' });
  };
  let galleries = 0;
  const gallery = (): TemplateNode => {
    const cols = [];
    const gif = galleries++ % 2 === 0;
    for (let i = 0; i < 3; i++) cols.push(column([i === 1 && gif ? image('gif') : image('photo'), text(`<p><em>${sentence(4, 7)}</em></p>`, { align: 'center' }), button('View case <span>→</span>', { primary: false })]));
    return section([titleColumn(pick(HEADLINES), false), ...cols]);
  };
  const article = (): TemplateNode =>
    section(
      [
        column([
          ...title('h2', pick(HEADLINES), true),
          text(paragraph(2)),
          image('photo'),
          ...title('h3', pick(FEATURES), false),
          text(paragraph(1)),
          text(list(3, chance(0.5))),
          text(`<blockquote>“${sentence(6, 10)}”</blockquote>`),
          spacer(),
          divider(),
          text(paragraph(1)),
          ...(chance(0.3) ? [htmlBlock()] : []),
        ]),
      ],
      { container: { 'max-width': '760px' } },
    );
  const footer = (): TemplateNode => {
    const linkColumn = (heading: string) =>
      column([...title('h3', heading, false, 'left'), text(`<ul>${[1, 2, 3, 4].map(() => `<li>${link(phrase(1, 2))}</li>`).join('')}</ul>`, { align: 'left' })], {}, { smAttributes: { width: '50%' } });
    return section(
      [
        column([text('<p><strong>Brightpath</strong></p>'), text('<p>Plan projects your team actually finishes.</p>'), social(5)], { width: '40%' }),
        linkColumn('Product'),
        linkColumn('Company'),
        column([divider(), text(`<p>© 2026 Brightpath Labs. ${link('Privacy')} · ${link('Terms')}</p>`, { align: 'center' }), raw()], { width: '100%' }),
      ],
      { dark: true },
    );
  };

  // A realistic order: the hero first, the footer last, and in between a fixed mix of section
  // types (forms, videos, html and custom blocks stay a few) in a seeded shuffle.
  const archetypes: Record<SectionType, () => TemplateNode> = { features, split, testimonials, logos, faq, stats, gallery, pricing, article, cta, team, steps, video: videoSection, signup };
  const order: SectionType[] = [];
  for (const [type, count] of Object.entries(mix) as [SectionType, number][]) for (let i = 0; i < count; i++) order.push(type);
  for (let i = order.length - 1; i > 0; i--) {
    const j = int(0, i);
    [order[i], order[j]] = [order[j] as SectionType, order[i] as SectionType];
  }
  const sections: TemplateNode[] = [hero(), ...order.map((type) => archetypes[type]()), footer()];

  return {
    tagName: 'page',
    settings: { version: 1, lang: 'en', dir: 'ltr', contentWidth: '1120px' },
    metadata: {
      title: 'Brightpath: plan projects your team actually finishes',
      description: 'Brightpath turns scattered tasks into one calm plan. Boards, timelines and live updates for teams of 2 to 200.',
      image: 'https://images.example-cdn.com/brightpath/og-image.png',
    },
    fonts: [],
    style: {
      body: { 'font-family': "'Inter', Arial, sans-serif", color: '#0f172a', 'background-color': '#ffffff' },
      h1: { 'font-size': 'clamp(36px, 6vw, 52px)', 'line-height': '1.1', 'letter-spacing': '-0.02em', 'font-weight': 800, margin: '0 0 16px' },
      h2: { 'font-size': 'clamp(28px, 4vw, 34px)', 'line-height': '1.2', 'font-weight': 700, margin: '0 0 12px' },
      h3: { 'font-size': '20px', 'line-height': '1.3', 'font-weight': 700, margin: '0 0 8px' },
      a: { color: '#2563eb' },
      '.eyebrow': { 'text-transform': 'uppercase', 'letter-spacing': '0.08em', 'font-size': '13px', 'font-weight': 700, color: '#4f46e5' },
    },
    children: sections,
  };
}

/** Template nodes in a value: objects with a string `tagName` (page, sections, containers, columns, blocks). */
export function countNodes(value: unknown): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (Array.isArray(item)) stack.push(...item);
    else if (typeof item === 'object' && item !== null) {
      if (typeof (item as { tagName?: unknown }).tagName === 'string') count++;
      stack.push(...Object.values(item));
    }
  }
  return count;
}

/** Nodes of one kind (by tagName) in a page. */
export function countKind(value: unknown, tagName: string): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (Array.isArray(item)) stack.push(...item);
    else if (typeof item === 'object' && item !== null) {
      if ((item as { tagName?: unknown }).tagName === tagName) count++;
      stack.push(...Object.values(item));
    }
  }
  return count;
}
