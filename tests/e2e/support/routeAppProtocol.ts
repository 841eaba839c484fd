import type { BrowserContext, Page, Route } from '@playwright/test';

/** A handler of the app scheme, as built by `createAppProtocolHandler`. */
export type AppHandler = (request: Request) => Promise<Response>;

/**
 * Serves `https://<origin host>/…` through the real `app://<appHost>/…` handler: the browser's request
 * becomes a web Request for the app URL, and the handler's Response (status, headers such as the CSP,
 * body) is what the browser gets.
 */
export async function routeAppProtocol(
  target: Page | BrowserContext,
  origin: string,
  appHost: 'game' | 'manual',
  handler: AppHandler,
): Promise<void> {
  await target.route(`${origin}/**`, async (route: Route) => {
    const browserRequest = route.request();
    const url = new URL(browserRequest.url());
    // The raw path keeps its percent-encoding, as Electron hands it to protocol.handle.
    const appUrl = `app://${appHost}${url.pathname}${url.search}`;
    const response = await handler(new Request(appUrl, { method: browserRequest.method() }));
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    await route.fulfill({
      status: response.status,
      headers,
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
}
