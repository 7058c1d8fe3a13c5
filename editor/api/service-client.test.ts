/**
 * The service client's failures name the URL it tried and what came back, so a host that points
 * the editor at the wrong place (an ES module bundled into the host app calls the app's own
 * origin) reads what happened instead of "check the API key". Real HTTP servers on loopback that
 * are not the service (an app's 404 page, an app's HTML fallback answering 200) and a closed port;
 * service-url.browser.test.ts has the real service's own refusals.
 */
import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ServiceClient, ServiceError } from './service-client.ts';

const credentials = { apiKey: 'pk_test00000000000000000000', userId: 'u1', hostname: 'localhost' };

/** A plain HTTP server answering every request with `status`, `type` and `body`. */
async function plainServer(
  status: number,
  type: string,
  body: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(status, { 'Content-Type': type });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function failure(run: () => Promise<unknown>): Promise<ServiceError> {
  try {
    await run();
  } catch (error) {
    expect(error).to.be.instanceOf(ServiceError);
    return error as ServiceError;
  }
  throw new Error('expected a failure');
}

describe('ServiceClient failures name the URL and what came back', () => {
  it("an app's 404 page: the URL, the status, the content type and the start of the body; not the service", async () => {
    const app = await plainServer(
      404,
      'text/html; charset=utf-8',
      '<!doctype html><title>Not found</title><h1>This page does not exist</h1>',
    );
    try {
      const error = await failure(() => new ServiceClient(app.url).authorize(credentials));
      expect(error.message).to.include(`POST ${app.url}/editor/v1/authorize`);
      expect(error.message).to.include('404');
      expect(error.message).to.include('text/html');
      expect(error.message).to.include('Not found');
      expect(error.message).to.match(/serviceUrl/);
      expect(error.fromService).to.equal(false);
      expect(error.status).to.equal(404);
    } finally {
      await app.close();
    }
  });

  it("an app's HTML fallback answering 200 is a failure too, not an authorization", async () => {
    const app = await plainServer(200, 'text/html', '<!doctype html><div id="root"></div>');
    try {
      const error = await failure(() => new ServiceClient(app.url).authorize(credentials));
      expect(error.message).to.include(`POST ${app.url}/editor/v1/authorize`);
      expect(error.message).to.include('200');
      expect(error.message).to.include('text/html');
      expect(error.fromService).to.equal(false);
      const html = await failure(() =>
        new ServiceClient(app.url).getHtml(credentials, { definition: '{}', minify: false, fonts: [] }),
      );
      expect(html.message).to.include(`POST ${app.url}/landing-page/get-html`);
    } finally {
      await app.close();
    }
  });

  it('no answer at all: the URL and the network error', async () => {
    const app = await plainServer(200, 'text/plain', '');
    const { url } = app;
    await app.close();
    const error = await failure(() => new ServiceClient(url).authorize(credentials));
    expect(error.message).to.include(`POST ${url}/editor/v1/authorize`);
    expect(error.message).to.match(/no answer/i);
    expect(error.status).to.equal(0);
    expect(error.fromService).to.equal(false);
  });
});
