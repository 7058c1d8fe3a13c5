/**
 * Where the editor's service is, as a host meets it in Chromium. The editor module served by the
 * host app's own origin (here the test runner's, as a bundler would) and no `serviceUrl`: the
 * start fails naming the URL tried and what came back, and the editor does not send the user to
 * check the API key. The real service refusing a key says so, from the service.
 */
import { expect } from 'chai';
import { LandingPageEditor } from '../loader/landing-page-editor.ts';
import { testService } from '../testing/mount.ts';

/** A container in the page. */
function container(): HTMLElement {
  const host = document.createElement('div');
  host.style.cssText = 'width: 1200px; height: 700px;';
  document.body.append(host);
  return host;
}

describe('the service the editor calls', () => {
  it("without serviceUrl, a module served by the host app's origin: the error names the URL and the answer, not the API key", async () => {
    const info = await testService();
    const host = container();
    const errors: { source: string; message: string }[] = [];
    const editor = LandingPageEditor({
      config: { authorize: { apiKey: info.apiKey, userId: 'u1' } },
      onEditorError: (error) => errors.push(error),
    });
    let rejected: Error | undefined;
    try {
      await editor.render(host).catch((error: Error) => (rejected = error));
      const tried = `${location.origin}/editor/v1/authorize`;
      expect(rejected?.message).to.include(tried);
      expect(errors[0]?.source).to.equal('authorize');
      expect(errors[0]?.message).to.include(tried);
      expect(errors[0]?.message).to.match(/answered \d{3}|no answer/);
      expect(errors[0]?.message).to.match(/serviceUrl/);
      await editor.element!.updateComplete;
      const shown = editor.element!.shadowRoot!.querySelector('.failed')!.textContent!;
      expect(shown).to.include(tried);
      expect(shown).to.not.match(/API key/);
    } finally {
      editor.destroy();
      host.remove();
    }
  });

  it('the real service refusing a key: its own message, the URL, and the advice to check the key', async () => {
    const info = await testService();
    const host = container();
    const errors: { message: string; detail?: unknown }[] = [];
    const editor = LandingPageEditor({
      config: { authorize: { apiKey: 'pk_notavalidkey000000000000', userId: 1 }, serviceUrl: info.url },
      onEditorError: (error) => errors.push(error),
    });
    try {
      await editor.render(host).catch(() => undefined);
      expect(errors[0]?.message).to.include(`${info.url}/editor/v1/authorize`);
      expect((errors[0]?.detail as { code?: string } | undefined)?.code).to.be.a('string');
      await editor.element!.updateComplete;
      expect(editor.element!.shadowRoot!.querySelector('.failed')!.textContent).to.match(/API key/);
    } finally {
      editor.destroy();
      host.remove();
    }
  });
});
