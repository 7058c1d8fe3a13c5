/**
 * Realistic example emails for the golden tests, the docs and benchmarks:
 * - `newsletter`: a monthly newsletter (header and menu, hero, articles in two columns, a
 *   product grid, social links, footer with an unsubscribe merge tag), Topol-style global
 *   attributes;
 * - `receipt`: a transactional order receipt with merge tags in text, in a table and in links;
 * - `multilingual`: an English/German/French announcement with a synced section, rendered with
 *   `multilingualSyncedSections`.
 */
import type { EmailTemplate } from '../schema.ts';
import type { SyncedSectionEntry } from '../synced-sections.ts';
import {
  button,
  column,
  divider,
  email,
  hero,
  image,
  navbar,
  navbarLink,
  section,
  social,
  socialElement,
  spacer,
  table,
  text,
  wrapper,
} from './builders.ts';

const IMG = 'https://cdn.example.com/email';

const globalStyle = {
  subject: 'The Northwind Journal — March',
  preheader: 'Spring arrivals, a field guide to linen, and 20% off for subscribers.',
  containerWidth: 600,
  ':font-family': "'Helvetica Neue', Helvetica, Arial, sans-serif",
  ':color': '#222222',
  ':line-height': '1.5',
  'h1:color': '#1b2b34',
  'h1:font-size': 28,
  'h2:color': '#1b2b34',
  'a:color': '#0b7285',
  'button:background-color': '#0b7285',
  fonts: 'Helvetica,Arial,sans-serif',
  'mj-text': { 'font-size': 15 },
  'mj-button': { 'border-radius': '4px', 'font-size': '15px' },
};

function article(n: number, title: string, blurb: string) {
  return section(
    { uid: `article-${n}` },
    column(
      { uid: `article-${n}-image`, attributes: { width: '40%' } },
      image(
        { src: `${IMG}/article-${n}.jpg`, alt: title, width: 200, href: `https://northwind.example.com/journal/${n}` },
        { uid: `article-${n}-img` },
      ),
    ),
    column(
      { uid: `article-${n}-text`, attributes: { width: '60%' } },
      text(
        `<h2>${title}</h2><p>${blurb}</p><p><a href="https://northwind.example.com/journal/${n}?utm_source=email">Read more</a></p>`,
        { uid: `article-${n}-copy` },
      ),
    ),
  );
}

/** A monthly newsletter. */
export const newsletter: EmailTemplate = email(
  { attributes: globalStyle },
  section(
    { uid: 'header', attributes: { padding: '12px 0', 'background-color': '#ffffff' } },
    column(
      image(
        { src: `${IMG}/logo.png`, alt: 'Northwind', width: 140, href: 'https://northwind.example.com' },
        { uid: 'logo' },
      ),
    ),
    column(
      navbar(
        { uid: 'menu', attributes: { align: 'right' } },
        navbarLink('Shop', {
          uid: 'menu-shop',
          attributes: { href: 'https://northwind.example.com/shop', color: '#1b2b34' },
        }),
        navbarLink('Journal', {
          uid: 'menu-journal',
          attributes: { href: 'https://northwind.example.com/journal', color: '#1b2b34' },
        }),
      ),
    ),
  ),
  hero(
    {
      uid: 'hero',
      attributes: {
        mode: 'fixed-height',
        height: '320px',
        'background-url': `${IMG}/hero.jpg`,
        'background-color': '#1b2b34',
        padding: '80px 24px',
      },
    },
    text('<h1 style="color: #ffffff;">Spring has arrived</h1>', { uid: 'hero-title', attributes: { align: 'center' } }),
    button('Shop the collection', { uid: 'hero-button', attributes: { href: 'https://northwind.example.com/spring' } }),
  ),
  article(1, 'A field guide to linen', 'Why it breathes, how it ages, and the three pieces we wear all summer.'),
  article(2, 'Meet the weavers', 'A visit to the mill in Kortrijk that has made our cloth since 1921.'),
  article(3, 'Care, simply', 'Cold wash, line dry, no iron: the whole routine, with the reasons for each step.'),
  wrapper(
    { uid: 'offer', attributes: { 'background-color': '#f1f3f5', padding: '24px 0', 'border-radius': '8px' } },
    section(
      { uid: 'offer-copy' },
      column(
        text(
          '<h2 style="text-align: center;">20% off for subscribers</h2><p style="text-align: center;">Use code <strong>SPRING20</strong> until March 31.</p>',
          { uid: 'offer-text' },
        ),
      ),
    ),
    section(
      { uid: 'products' },
      column(
        image({ src: `${IMG}/p1.jpg`, alt: 'Linen shirt', href: 'https://northwind.example.com/p/1' }, { uid: 'p1' }),
        text('<p style="text-align: center;">Linen shirt — €89</p>', { uid: 'p1-text' }),
      ),
      column(
        image({ src: `${IMG}/p2.jpg`, alt: 'Canvas tote', href: 'https://northwind.example.com/p/2' }, { uid: 'p2' }),
        text('<p style="text-align: center;">Canvas tote — €39</p>', { uid: 'p2-text' }),
      ),
      column(
        image({ src: `${IMG}/p3.jpg`, alt: 'Wool throw', href: 'https://northwind.example.com/p/3' }, { uid: 'p3' }),
        text('<p style="text-align: center;">Wool throw — €120</p>', { uid: 'p3-text' }),
      ),
    ),
  ),
  section(
    { uid: 'footer', attributes: { padding: '24px 0' } },
    column(
      divider({ 'border-width': '1px', 'border-color': '#dee2e6' }, { uid: 'footer-rule' }),
      social(
        { uid: 'social', attributes: { mode: 'horizontal', 'icon-size': '24px' } },
        socialElement('', {
          uid: 'social-instagram',
          attributes: { name: 'instagram', href: 'https://instagram.com/northwind' },
        }),
        socialElement('', {
          uid: 'social-facebook',
          attributes: { name: 'facebook-noshare', href: 'https://facebook.com/northwind' },
        }),
      ),
      text(
        '<p style="text-align: center; font-size: 12px;">You receive this because you subscribed at northwind.example.com. <a href="{{unsubscribe_url}}">Unsubscribe</a></p>',
        { uid: 'footer-text' },
      ),
    ),
  ),
);

/** A transactional receipt with merge tags. */
export const receipt: EmailTemplate = email(
  {
    attributes: {
      subject: 'Your order {{order_id}} is confirmed',
      preheader: 'Thanks, {{first_name}}! Here is your receipt.',
      ':font-family': 'Arial, Helvetica, sans-serif',
      containerWidth: 560,
    },
  },
  section(
    { uid: 'r-header', attributes: { 'background-color': '#0b7285', padding: '20px 0' } },
    column(text('<h1 style="color: #ffffff; text-align: center;">Thank you, {{first_name}}</h1>', { uid: 'r-title' })),
  ),
  section(
    { uid: 'r-body' },
    column(
      text(
        '<p>Order <strong>{{order_id}}</strong>, placed on {{order_date}}, is on its way to:</p><p>{{shipping_name}}<br>{{shipping_street}}<br>{{shipping_city}}</p>',
        { uid: 'r-intro' },
      ),
      table(
        '<tr style="border-bottom: 1px solid #dee2e6;"><th style="text-align: left;">Item</th><th style="text-align: right;">Price</th></tr><tr><td>{{item_1_name}}</td><td style="text-align: right;">{{item_1_price}}</td></tr><tr><td><strong>Total</strong></td><td style="text-align: right;"><strong>{{order_total}}</strong></td></tr>',
        { uid: 'r-lines', attributes: { cellpadding: 6 } },
      ),
      spacer('12px', { uid: 'r-space' }),
      button('Track your parcel', { uid: 'r-track', attributes: { href: '{{tracking_url}}' } }),
      text(
        '<p style="font-size: 12px; color: #868e96;">Questions? Reply to this email or visit <a href="https://shop.example.com/help?order={{order_id}}">our help centre</a>.</p>',
        { uid: 'r-help' },
      ),
    ),
  ),
);

const announcementSection = {
  tagName: 'mj-section',
  uid: 'shared',
  attributes: { 'background-color': '#fff4e6', padding: '16px 0' },
  children: [
    {
      tagName: 'mj-column',
      uid: 'shared-col',
      children: [
        {
          tagName: 'mj-text',
          uid: 'shared-text',
          content: '<p style="text-align: center;">Free shipping on orders over €50.</p>',
        },
      ],
    },
  ],
};

/** A multilingual announcement: English (primary), German, French; section `promo` is synced (id 7). */
export const multilingual: EmailTemplate = email(
  {
    attributes: { subject: 'Our new store is open', ':font-family': "'Open Sans', Arial, sans-serif" },
    langs: [
      { key: 'en', primary: true, translations: {} },
      {
        key: 'de',
        translations: {
          'm-title': { content: '<h1>Unser neuer Laden ist eröffnet</h1>' },
          'm-button': { content: 'Wegbeschreibung' },
        },
      },
      { key: 'fr', translations: { 'm-title': { content: '<h1>Notre nouvelle boutique est ouverte</h1>' } } },
    ],
  },
  section(
    { uid: 'm-top' },
    column(
      text('<h1>Our new store is open</h1>', { uid: 'm-title' }),
      text('<p>Come and see us at Hauptstraße 12, Berlin.</p>', { uid: 'm-body' }),
      button('Get directions', {
        uid: 'm-button',
        attributes: { href: 'https://maps.example.com/?q=Hauptstrasse+12+Berlin' },
      }),
    ),
  ),
  // The embedded content is stale on purpose: rule 2 says it is never shown.
  section({ uid: 'promo', syncedId: 7 }, column(text('<p>Old promotion</p>', { uid: 'promo-old' }))),
);

/** The synced sections for `multilingual`: the current content of id 7 and its translations. */
export const multilingualSyncedSections: readonly SyncedSectionEntry[] = [
  {
    id: 7,
    definition: JSON.stringify(announcementSection),
    translation: JSON.stringify([
      {
        key: 'de',
        translations: { 'shared-text': { content: '<p style="text-align: center;">Kostenloser Versand ab 50 €.</p>' } },
      },
      {
        key: 'fr',
        translations: { 'shared-text': { content: '<p style="text-align: center;">Livraison offerte dès 50 €.</p>' } },
      },
    ]),
  },
];
