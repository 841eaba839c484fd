import { describe, expect, it } from 'vitest';
import { switchToWaiting, type WaitingWorker } from './switchToWaiting';

/** A waiting worker the test drives: it records the messages it gets and changes state on demand. */
function fakeWorker(state = 'installed') {
  const listeners: (() => void)[] = [];
  const messages: unknown[] = [];
  const worker: WaitingWorker & { state: string } = {
    state,
    postMessage: (message) => messages.push(message),
    addEventListener: (_type, listener) => listeners.push(listener),
  };
  const becomes = (next: string) => {
    worker.state = next;
    for (const listener of listeners) listener();
  };
  return { worker, messages, becomes };
}

function harness(worker: WaitingWorker | null) {
  const controllerListeners: (() => void)[] = [];
  const pending: (() => void)[] = [];
  let reloads = 0;
  const run = switchToWaiting({
    waiting: async () => worker,
    onControllerChange: (listener) => controllerListeners.push(listener),
    reload: () => {
      reloads += 1;
    },
    later: (next) => pending.push(next),
  });
  return {
    run,
    reloads: () => reloads,
    controllerChanged: () => {
      for (const listener of controllerListeners) listener();
    },
    tick: () => {
      for (const next of pending.splice(0)) next();
    },
  };
}

describe('switchToWaiting', () => {
  it('asks the waiting worker to take over and reloads once when the page changes hands', async () => {
    const { worker, messages } = fakeWorker();
    const page = harness(worker);
    await page.run;
    expect(messages).toEqual([{ type: 'SKIP_WAITING' }]);
    page.controllerChanged();
    page.controllerChanged();
    expect(page.reloads()).toBe(1);
  });

  it('reloads when the worker says it is activated, even if the page heard no change of hands', async () => {
    const { worker, becomes } = fakeWorker();
    const page = harness(worker);
    await page.run;
    becomes('activating');
    expect(page.reloads()).toBe(0);
    becomes('activated');
    expect(page.reloads()).toBe(1);
  });

  it('asks again while the worker still waits, a bounded number of times, and not after the reload', async () => {
    const { worker, messages } = fakeWorker();
    const page = harness(worker);
    await page.run;
    for (let i = 0; i < 10; i++) page.tick();
    expect(messages.length).toBe(6);
    expect(page.reloads()).toBe(0);

    const again = fakeWorker();
    const second = harness(again.worker);
    await second.run;
    second.controllerChanged();
    second.tick();
    expect(again.messages.length).toBe(1);
  });

  it('reloads when the browser cannot say which worker waits', async () => {
    let reloads = 0;
    await switchToWaiting({
      waiting: () => Promise.reject(new Error('no registration')),
      onControllerChange: () => {},
      reload: () => {
        reloads += 1;
      },
    });
    expect(reloads).toBe(1);
  });

  it('reloads at once when no worker waits any more (another tab switched already)', async () => {
    const page = harness(null);
    await page.run;
    expect(page.reloads()).toBe(1);
  });
});
