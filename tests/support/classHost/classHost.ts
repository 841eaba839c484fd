/**
 * One "PC" of the class-folder tests: a separate Node process with its own main-process services
 * (the same `openClassroom` and `createMainHandlers` the desktop app runs), over its own userData
 * folder and a class folder it shares with other hosts. The parent drives it over the process's IPC
 * channel: IPC calls of the game window, and the few things a test must trigger on purpose (a
 * retry round of the class folder, closing the app).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readClassFolderChoice, readItPinHash } from '../../../electron/main/classfolder/machineConfig';
import { openClassroom } from '../../../electron/main/classfolder/openClassroom';
import { createShareFs } from '../../../electron/main/classfolder/shareFs';
import { createSenderCheck } from '../../../electron/main/ipc/isTrustedSender';
import { createMainHandlers } from '../../../electron/main/mainHandlers';
import type { HostOptions, HostReply, HostRequest } from './protocol';

const options = JSON.parse(process.argv[2] ?? '{}') as HostOptions;
const send = (message: HostReply) => process.send?.(message);
const log = (message: string) => send({ kind: 'log', message });

async function main() {
  const choice = readClassFolderChoice({ candidates: [options.configPath], userData: options.userData });
  const share = createShareFs({
    pcId: options.pcId,
    root: choice.kind === 'folder' ? choice.folder : null,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  // The retry timer never fires on its own in a test: the test calls `retry` when it wants a round.
  const timers = { setInterval: () => 0, clearInterval: () => {} };
  const room = await openClassroom({
    userData: options.userData,
    language: options.language ?? 'ja',
    choice,
    pcId: options.pcId,
    pcName: options.pcName,
    share,
    itPinHash: readItPinHash({ candidates: [options.configPath] }),
    log,
    timers,
    onStatus: (status) => send({ kind: 'event', event: 'classfolder:changed', payload: status }),
  });
  const handlers = createMainHandlers(room, {
    userData: options.userData,
    choice,
    share,
    // A test PC saves the dashboard's CSV where its userData is, without a dialog.
    saveCsv: async (name, text) => {
      const file = path.join(options.userData, name);
      fs.writeFileSync(file, text);
      return { ok: true, value: file };
    },
    isTrustedSender: createSenderCheck(options.origin),
    log,
    // Every answer is checked against its operation's schema, so a drift fails the two-PC tests.
    checkAnswers: true,
  }) as unknown as Record<string, (event: unknown, payload?: unknown) => Promise<unknown>>;

  process.on('message', (raw: HostRequest) => {
    void (async () => {
      try {
        switch (raw.kind) {
          case 'call': {
            const handler = handlers[raw.channel];
            const value = handler
              ? await handler({ senderFrame: raw.frame }, raw.payload)
              : {
                  ok: false,
                  error: { code: 'invalid-payload', message: `Unknown operation ${raw.channel}.` },
                };
            send({ kind: 'answer', id: raw.id, value });
            break;
          }
          case 'retry':
            await room.sync?.retryNow();
            send({ kind: 'answer', id: raw.id, value: room.status() });
            break;
          case 'flush':
            await room.sync?.flushAll();
            send({ kind: 'answer', id: raw.id, value: room.status() });
            break;
          case 'status':
            send({ kind: 'answer', id: raw.id, value: room.status() });
            break;
          case 'close':
            await room.dispose();
            send({ kind: 'answer', id: raw.id, value: room.status() });
            process.disconnect?.();
            break;
        }
      } catch (error) {
        send({
          kind: 'answer',
          id: raw.id,
          value: { ok: false, error: { code: 'unavailable', message: String(error) } },
        });
      }
    })();
  });
  send({ kind: 'ready', status: room.status() });
}

main().catch((error: unknown) => {
  send({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
