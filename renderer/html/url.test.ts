import { expect } from 'chai';
import { safeUrl, schemeOf } from './url.ts';
import { growthRatio } from '../testing/growth.ts';

const SCRIPT_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u001fjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript\t:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#0000106avascript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'jav&Tab;ascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD4=',
  'DATA:text/html,x',
  'livescript:x',
  'file:///etc/passwd',
];

describe('URL scheme checks', () => {
  for (const url of SCRIPT_URLS) {
    it(`refuses ${JSON.stringify(url)} for links, images and forms`, () => {
      expect(safeUrl(url, 'link')).to.equal(undefined);
      expect(safeUrl(url, 'image')).to.equal(undefined);
      expect(safeUrl(url, 'form')).to.equal(undefined);
    });
  }

  it('allows web, mail, phone and message links, and relative ones', () => {
    for (const url of [
      'https://example.com',
      'http://example.com',
      'mailto:a@b.c',
      'tel:+15551234',
      'sms:+15551234',
      '/pricing',
      '#faq',
      '?a=1',
      '//cdn.example.com/x',
      'page.html',
    ]) {
      expect(safeUrl(url, 'link')?.value, url).to.equal(url);
    }
  });

  it('allows image data: URLs only for images', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const svg = 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E';
    expect(safeUrl(png, 'image')?.value).to.equal(png);
    expect(safeUrl(svg, 'image')?.value).to.equal(svg);
    expect(safeUrl(png, 'link')).to.equal(undefined);
    expect(safeUrl('data:image/png;base64,x', 'stylesheet')).to.equal(undefined);
  });

  it('allows only http(s) for stylesheets and videos, and no relative video URL', () => {
    expect(safeUrl('mailto:a@b.c', 'stylesheet')).to.equal(undefined);
    expect(safeUrl('/v.mp4', 'video')).to.equal(undefined);
    expect(safeUrl('https://youtu.be/x', 'video')?.value).to.equal('https://youtu.be/x');
  });

  it('trims leading and trailing spaces and control characters, and treats empty as absent', () => {
    expect(safeUrl('  https://example.com \n', 'link')?.value).to.equal('https://example.com');
    expect(safeUrl('   ', 'link')).to.equal(undefined);
    expect(safeUrl(undefined, 'link')).to.equal(undefined);
  });

  it('sees the scheme a browser would see', () => {
    expect(schemeOf('  jA&#x56;ascript&colon;x')).to.equal('javascript');
    expect(schemeOf('java\u00adscript:x')).to.equal(undefined); // a soft hyphen makes it a relative path to browsers too
    expect(schemeOf('/relative:colon')).to.equal(undefined);
  });
});

describe('URL checks: linear time on hostile URLs (issue 12)', () => {
  it('a run of control characters inside the URL, not at its edge, costs linearly more', () => {
    // The edge trim was /^[\u0000-\u0020]+|[\u0000-\u0020]+$/: the second branch tried every start
    // in the run and scanned to its end. Authored links are up to 500,000 characters long.
    const hostile = (n: number) => 'https://a' + '\u0000'.repeat(n) + 'b';
    expect(
      growthRatio(
        () => safeUrl(hostile(4_000), 'link'),
        () => safeUrl(hostile(32_000), 'link'),
      ),
    ).to.be.below(30);
  });

  it('still strips controls and spaces at both edges, and only there', () => {
    expect(safeUrl('\u0000 \t https://a.example/x y \n\u001f ', 'link')?.value).to.equal('https://a.example/x y');
    expect(safeUrl(' \u0000 ', 'link')).to.equal(undefined);
    expect(safeUrl('\u007fhttps://a.example/', 'link')?.value).to.equal('\u007fhttps://a.example/');
  });
});
