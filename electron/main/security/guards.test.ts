import { describe, expect, it } from 'vitest';
import {
  applyContentsGuards,
  decideNavigation,
  decidePermission,
  decideWindowOpen,
  type GuardedContents,
} from './guards';

describe('decideNavigation', () => {
  it('allows moving within the same app origin only', () => {
    expect(decideNavigation('app://game/index.html', 'app://game/other.html')).toBe('allow');
    expect(decideNavigation('app://manual/typing-game/manual/', 'app://manual/typing-game/manual/api/')).toBe(
      'allow',
    );
    expect(decideNavigation('app://game/index.html', 'app://manual/typing-game/manual/')).toBe('deny');
  });
  it('sends https links to the default browser and refuses everything else', () => {
    expect(decideNavigation('app://game/', 'https://example.org/page')).toBe('open-external');
    for (const url of [
      'http://example.org/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,x',
      'app://evil/',
      'not a url',
    ]) {
      expect(decideNavigation('app://game/', url)).toBe('deny');
    }
  });
  it('does not allow a page that is not ours to navigate within its own origin', () => {
    expect(decideNavigation('https://evil.example/', 'https://evil.example/next')).toBe('open-external');
    expect(decideNavigation('about:blank', 'about:blank')).toBe('deny');
  });
});

describe('decideWindowOpen', () => {
  it('opens only https links outside and never a window inside the app', () => {
    expect(decideWindowOpen('https://github.com/')).toBe('open-external');
    expect(decideWindowOpen('app://game/')).toBe('deny');
    expect(decideWindowOpen('http://example.org/')).toBe('deny');
    expect(decideWindowOpen('mailto:a@b.c')).toBe('deny');
  });
});

describe('decidePermission', () => {
  it('refuses every permission to the game and all but clipboard writing to the manual', () => {
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'clipboard-sanitized-write',
      'openExternal',
    ]) {
      expect(decidePermission(permission, 'app://game/index.html')).toBe(false);
    }
    expect(decidePermission('clipboard-sanitized-write', 'app://manual/typing-game/manual/')).toBe(true);
    expect(decidePermission('media', 'app://manual/typing-game/manual/')).toBe(false);
    expect(decidePermission('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
  });
});

describe('applyContentsGuards', () => {
  type Listener = (event: { preventDefault(): void; url: string }) => void;
  function fakeContents(url: string) {
    const listeners = new Map<string, Listener>();
    let openHandler: ((details: { url: string }) => { action: string }) | undefined;
    const contents = {
      on: (name: string, listener: Listener) => listeners.set(name, listener),
      setWindowOpenHandler: (handler: typeof openHandler) => {
        openHandler = handler;
      },
      getURL: () => url,
    };
    const fire = (name: string, target: string) => {
      let prevented = false;
      listeners.get(name)?.({ url: target, preventDefault: () => (prevented = true) });
      return prevented;
    };
    return {
      contents: contents as unknown as GuardedContents,
      fire,
      open: (u: string) => openHandler?.({ url: u }),
    };
  }

  it('prevents off-origin navigation, opens https outside, denies every new window and webview', () => {
    const opened: string[] = [];
    const { contents, fire, open } = fakeContents('app://game/index.html');
    applyContentsGuards(contents, (u) => opened.push(u));
    expect(fire('will-navigate', 'app://game/index.html#x')).toBe(false);
    expect(fire('will-navigate', 'https://example.org/')).toBe(true);
    expect(fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-redirect', 'http://example.org/')).toBe(true);
    expect(fire('will-attach-webview', 'app://game/')).toBe(true);
    expect(open('https://example.org/help')).toEqual({ action: 'deny' });
    expect(open('app://game/index.html')).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://example.org/', 'https://example.org/help']);
  });
});
