/**
 * The email benchmark's template: a 15-section newsletter as a marketing team sends it, built with
 * the email builders (deterministic): a header with logo, greeting and "view online" link, a hero,
 * ten two-column article sections (image, heading, text with the reader's name, a button to a
 * personal link), a product grid, a discount code, social links and a footer with the unsubscribe
 * link. Merge tags in text and in URLs, so every render for a new recipient has new values to
 * write.
 */
import {
  email,
  section,
  column,
  text,
  button,
  image,
  divider,
  spacer,
  social,
  socialElement,
} from '../../email/testing/builders.ts';
import type { EmailTemplate } from '../../email/schema.ts';

const IMG = 'https://cdn.northwind.example.com/email';
const TOPICS = [
  'Linen, explained',
  'Meet the weavers',
  'Care, simply',
  'The summer edit',
  'Behind the dye',
  'Packing light',
  'A shirt for ten years',
  'Colour notes',
  'From the studio',
  'Your questions',
];

/** The template (15 top-level sections). */
export function benchNewsletter(): EmailTemplate {
  const articles = TOPICS.map((title, i) =>
    section(
      { uid: `a${i}`, attributes: { padding: '24px 0', 'background-color': i % 2 === 0 ? '#ffffff' : '#f8f9fa' } },
      column(
        { uid: `a${i}-c1`, attributes: { width: '40%' } },
        image(
          {
            src: `${IMG}/article-${i}.jpg`,
            alt: title,
            width: 220,
            href: `https://northwind.example.com/journal/${i}?r={{recipient_id}}`,
          },
          { uid: `a${i}-img` },
        ),
      ),
      column(
        { uid: `a${i}-c2`, attributes: { width: '60%' } },
        text(
          `<h2 style="margin: 0 0 8px;">${title}</h2><p>{{first_name}}, ${'we wrote this one for readers who care how things are made. '.repeat(2)}<a href="https://northwind.example.com/journal/${i}">Read on</a>.</p>`,
          { uid: `a${i}-text` },
        ),
        button('Read the story', {
          uid: `a${i}-btn`,
          attributes: {
            href: `https://northwind.example.com/journal/${i}?r={{recipient_id}}`,
            'background-color': '#1b2b34',
            'border-radius': '4px',
          },
        }),
      ),
    ),
  );
  return email(
    {
      attributes: {
        subject: 'Spring notes for {{first_name}}',
        preheader: 'Ten stories, one code, and a thank-you.',
        ':font-family': 'Helvetica, Arial, sans-serif',
      },
    },
    section(
      { uid: 'head' },
      column(image({ src: `${IMG}/logo.png`, alt: 'Northwind', width: 140 }, { uid: 'logo' })),
      column(
        text('<p style="text-align: right;">Hello {{first_name}} · <a href="{{view_online_url}}">View online</a></p>', {
          uid: 'head-text',
        }),
      ),
    ),
    section(
      { uid: 'hero', attributes: { 'background-color': '#1b2b34', padding: '48px 24px' } },
      column(
        text('<h1 style="color: #ffffff; text-align: center;">Spring has arrived</h1>', { uid: 'hero-title' }),
        button('Shop the collection', {
          uid: 'hero-btn',
          attributes: { href: 'https://northwind.example.com/spring?r={{recipient_id}}' },
        }),
      ),
    ),
    ...articles,
    section(
      { uid: 'grid' },
      ...[0, 1, 2].map((i) =>
        column(
          { uid: `g${i}` },
          image({ src: `${IMG}/product-${i}.jpg`, alt: `Product ${i + 1}`, width: 160 }, { uid: `g${i}-img` }),
          text(`<p style="text-align: center;">Product ${i + 1}<br><strong>€${49 + i * 10}</strong></p>`, {
            uid: `g${i}-text`,
          }),
        ),
      ),
    ),
    section(
      { uid: 'code', attributes: { 'background-color': '#fff4e6', padding: '24px' } },
      column(
        text(
          '<p style="text-align: center;">Your code: <strong>{{discount_code}}</strong>, valid until {{expiry_date}}.</p>',
          { uid: 'code-text' },
        ),
        divider({ 'border-color': '#ffc078' }, { uid: 'code-line' }),
        spacer('8px', { uid: 'code-space' }),
      ),
    ),
    section(
      { uid: 'foot', attributes: { padding: '24px' } },
      column(
        social(
          { uid: 'social' },
          socialElement('Instagram', {
            uid: 's-ig',
            attributes: { name: 'instagram', href: 'https://instagram.com/northwind' },
          }),
          socialElement('Facebook', {
            uid: 's-fb',
            attributes: { name: 'facebook', href: 'https://facebook.com/northwind' },
          }),
        ),
        text(
          '<p style="font-size: 12px; color: #868e96; text-align: center;">Sent to {{email}} · <a href="{{unsubscribe_url}}">Unsubscribe</a></p>',
          { uid: 'foot-text' },
        ),
      ),
    ),
  );
}

/** One recipient's merge-tag values. */
export function recipient(i: number): { name: string; value: string }[] {
  return [
    { name: 'first_name', value: `Reader ${i}` },
    { name: 'recipient_id', value: `r${i}` },
    { name: 'view_online_url', value: `https://northwind.example.com/view/${i}` },
    { name: 'discount_code', value: `SPRING-${(i * 7919) % 100000}` },
    { name: 'expiry_date', value: '30 April' },
    { name: 'email', value: `reader${i}@example.com` },
    { name: 'unsubscribe_url', value: `https://northwind.example.com/unsubscribe/${i}` },
  ];
}
