/**
 * One small page per node kind, with the kind's notable attributes set and a breakpoint
 * override: the inputs of the golden tests (`<kind>.test.ts`), of the HTML validation test and
 * of the per-kind examples in docs/template-format.md.
 */
import type { PageDefinition } from '../model/node.ts';
import { block, column, page, pageWith, section, text } from '../testing/builders.ts';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';

export const KIND_FIXTURES: Readonly<Record<string, PageDefinition>> = {
  page: page(
    {
      settings: { version: 1, lang: 'fr', dir: 'ltr', contentWidth: '960px' },
      metadata: {
        title: 'Bienvenue',
        description: 'Une page de démonstration.',
        image: 'https://example.com/share.png',
      },
      fonts: [
        {
          label: 'Brand Serif',
          style: "'Brand Serif', Georgia, serif",
          url: 'https://fonts.example.com/brand-serif.css',
        },
      ],
      style: {
        body: { 'font-family': "'Brand Serif', Georgia, serif", color: '#1f2937' },
        h1: { 'font-size': '48px', 'font-weight': 800 },
        'a:hover': { color: '#1d4ed8' },
      },
    },
    section({ uid: 's' }, column({ uid: 'c' }, text('<h1>Bonjour</h1>', { uid: 't' }))),
  ),
  section: page(
    section(
      {
        uid: 'hero',
        attributes: {
          'background-color': '#0f172a',
          'background-image': 'https://example.com/hero.jpg',
          'background-position': 'top right',
          color: '#f8fafc',
          padding: '96px 24px',
          'min-height': '480px',
          'vertical-align': 'middle',
          anchor: 'top',
          'full-width': true,
          'stack-columns': 'xs',
        },
        mdAttributes: { padding: '64px 24px' },
        xsAttributes: { padding: '40px 16px', 'min-height': '0' },
      },
      column({ uid: 'left' }, text('<p>Left</p>', { uid: 'l' })),
      column({ uid: 'right' }, text('<p>Right</p>', { uid: 'r' })),
    ),
  ),
  container: page(
    section(
      {
        uid: 'card',
        container: {
          tagName: 'container',
          attributes: { 'max-width': '640px', padding: '32px', 'background-color': '#ffffff', 'border-radius': '16px' },
          xsAttributes: { padding: '16px' },
        },
      },
      column({ uid: 'c' }, text('<p>Inside a card</p>', { uid: 't' })),
    ),
  ),
  column: page(
    section(
      { uid: 's' },
      column(
        {
          uid: 'wide',
          attributes: {
            width: '66.66%',
            padding: '24px',
            'vertical-align': 'bottom',
            'background-color': '#f1f5f9',
            'border-radius': '12px',
          },
          smAttributes: { width: '50%' },
        },
        text('<p>Wide</p>', { uid: 'w' }),
      ),
      column(
        { uid: 'narrow', attributes: { width: '33.33%' }, xsAttributes: { hidden: true } },
        text('<p>Narrow</p>', { uid: 'n' }),
      ),
    ),
  ),
  text: pageWith(
    text(
      '<h2>Heading</h2><p>Some <strong>bold</strong>, <em>italic</em> and <a href="https://example.com" target="_blank">linked</a> text.</p><ul><li>One</li><li>Two</li></ul>',
      {
        uid: 'copy',
        attributes: {
          'font-family': "'Inter', sans-serif",
          'font-size': '18px',
          'line-height': '1.6',
          color: '#334155',
          'text-align': 'center',
          padding: '16px 0',
        },
        xsAttributes: { 'font-size': '16px', 'text-align': 'left' },
      },
    ),
  ),
  image: pageWith(
    block('image', {
      uid: 'photo',
      attributes: {
        src: 'https://example.com/photo.jpg',
        alt: 'A team at a whiteboard',
        'image-width': 1200,
        'image-height': 800,
        width: '100%',
        href: 'https://example.com/story',
        target: '_blank',
        align: 'center',
        'border-radius': '12px',
      },
      smAttributes: { width: '80%' },
    }),
  ),
  gif: pageWith(
    block('gif', {
      uid: 'party',
      attributes: { src: PIXEL, alt: 'Confetti', 'image-width': 1, 'image-height': 1, width: '120px', align: 'left' },
    }),
  ),
  button: pageWith(
    block('button', {
      uid: 'cta',
      content: 'Start <strong>free</strong> trial',
      attributes: {
        href: '#signup',
        'background-color': '#16a34a',
        color: '#ffffff',
        'hover-background-color': '#15803d',
        'border-width': '2px',
        'border-color': '#14532d',
        'border-radius': '999px',
        'inner-padding': '14px 32px',
        'font-size': '18px',
        'text-transform': 'uppercase',
        align: 'left',
      },
      xsAttributes: { 'full-width': true, align: 'center' },
    }),
  ),
  divider: pageWith(
    block('divider', {
      uid: 'rule',
      attributes: { color: '#cbd5e1', thickness: '2px', 'border-style': 'dashed', width: '50%', align: 'left' },
      xsAttributes: { width: '100%' },
    }),
  ),
  spacer: pageWith(block('spacer', { uid: 'gap', attributes: { height: '64px' }, smAttributes: { height: '24px' } })),
  social: pageWith(
    block('social', {
      uid: 'follow',
      attributes: {
        links: [
          { network: 'facebook', href: 'https://facebook.com/example' },
          { network: 'linkedin', href: 'https://www.linkedin.com/company/example' },
          { network: 'email', href: 'mailto:hello@example.com', label: 'Email us' },
        ],
        'icon-style': 'brand',
        'icon-shape': 'rounded',
        'icon-size': '40px',
        gap: '12px',
        align: 'left',
      },
      xsAttributes: { align: 'center' },
    }),
  ),
  video: pageWith(
    block('video', {
      uid: 'tour',
      attributes: {
        url: 'https://youtu.be/dQw4w9WgXcQ',
        alt: 'Watch the product tour',
        width: '80%',
        'play-button-color': '#2563eb',
      },
      xsAttributes: { width: '100%' },
    }),
  ),
  form: pageWith(
    block('form', {
      uid: 'signup',
      attributes: {
        action: 'https://example.com/api/signups',
        method: 'post',
        fields: [
          { type: 'text', name: 'name', label: 'Name', required: true },
          { type: 'email', name: 'email', label: 'Email', placeholder: 'you@example.com', required: true },
          { type: 'tel', name: 'phone', placeholder: 'Phone (optional)' },
          { type: 'select', name: 'plan', label: 'Plan', options: [{ label: 'Free' }, { label: 'Pro', value: 'pro' }] },
          { type: 'textarea', name: 'message', label: 'Message' },
          { type: 'checkbox', name: 'consent', label: 'I agree to the terms', required: true },
          { type: 'hidden', name: 'campaign', value: 'spring' },
        ],
        'submit-text': 'Sign me up',
        'submit-background-color': '#7c3aed',
        'border-radius': '8px',
      },
      xsAttributes: { 'submit-full-width': true },
    }),
  ),
  html: pageWith(
    block('html', {
      uid: 'embed',
      content: '<div class="badge">Rated <b>4.9</b></div><script>window.rated = true;</script>',
      attributes: { align: 'center', padding: '16px' },
    }),
  ),
  raw: pageWith(
    block('raw', {
      uid: 'ld',
      content:
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Example"}</script>',
    }),
  ),
  'custom-raw': pageWith(
    block('custom-raw', {
      uid: 'promo',
      customKey: 'countdown',
      content: '<p class="countdown">Ends Friday</p>',
      attributes: { 'background-color': '#fef3c7', padding: '12px' },
    }),
  ),
};
