import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { ClassFolderStatus } from '../../../core/contract';
import type { HostFrame, HostOptions, HostReply, HostRequest } from './protocol';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// Inside the project, so the bundle's packages (electron-store, zod) resolve from node_modules; one
// file per test process, so parallel workers (or two checkouts sharing node_modules) never collide.
const BUNDLE = path.join(ROOT, 'node_modules', '.cache', 'kotoba-class-host', `host-${process.pid}.mjs`);

/** A request without its id (the id is added when it is sent). */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

let bundling: Promise<string> | null = null;

/** Bundles the host (our TypeScript, with the packages left to node_modules) once per test process. */
function bundleHost(): Promise<string> {
  bundling ??= (async () => {
    fs.mkdirSync(path.dirname(BUNDLE), { recursive: true });
    await build({
      entryPoints: [path.join(ROOT, 'tests/support/classHost/classHost.ts')],
      outfile: BUNDLE,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'error',
    });
    process.once('exit', () => fs.rmSync(BUNDLE, { force: true }));
    return BUNDLE;
  })();
  return bundling;
}

/** A running host: one PC of the class with its own main-process services. */
export interface Host {
  readonly pcName: string;
  /** Runs one IPC operation of the game window, as `window.kotoba` would. */
  call<T = unknown>(channel: string, payload?: unknown): Promise<T>;
  /** Runs one IPC operation for a given frame (a browser page's), so the host's sender check judges it. */
  callFrom<T = unknown>(frame: HostFrame, channel: string, payload?: unknown): Promise<T>;
  /** Calls `listener` with every event the host sends its game window (`classfolder:changed`, …). */
  onEvent(listener: (event: string, payload: unknown) => void): void;
  /** Runs one round of the class folder's retry timer and answers the status after it. */
  retry(): Promise<ClassFolderStatus>;
  status(): Promise<ClassFolderStatus>;
  /** Waits until everything this PC has is written back (or the share failed); answers the status. */
  flush(): Promise<ClassFolderStatus>;
  /** Closes the app as a pupil would: writes back, gives the lease back, ends the process. */
  close(): Promise<ClassFolderStatus>;
  /** Ends the process at once, as a PC switched off would (nothing written back, the lease stays). */
  kill(): void;
  /** Status events the host pushed to its game window, oldest first. */
  readonly events: ClassFolderStatus[];
  /** What the host logged. */
  readonly logs: string[];
  /** The status the host started with. */
  readonly started: ClassFolderStatus;
}

/** Starts a host process and waits until its classroom is open. */
export async function startHost(options: HostOptions): Promise<Host> {
  const bundle = await bundleHost();
  const require = createRequire(import.meta.url);
  const electronDir = path.dirname(require.resolve('electron/package.json'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The electron package answers its binary's path on import; without a binary it would download one.
  if (!fs.existsSync(path.join(electronDir, 'path.txt')) && !env.ELECTRON_OVERRIDE_DIST_PATH) {
    env.ELECTRON_OVERRIDE_DIST_PATH = path.join(electronDir, 'dist');
  }
  delete env.KOTOBA_QUEST_CONFIG;
  const child: ChildProcess = fork(bundle, [JSON.stringify(options)], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const events: ClassFolderStatus[] = [];
  const listeners: ((event: string, payload: unknown) => void)[] = [];
  const logs: string[] = [];
  const waiting = new Map<number, (value: unknown) => void>();
  let next = 1;
  const started = await new Promise<ClassFolderStatus>((resolve, reject) => {
    child.on('message', (message: HostReply) => {
      if (message.kind === 'ready') resolve(message.status);
      else if (message.kind === 'failed')
        reject(new Error(`The host ${options.pcName} failed: ${message.message}`));
      else if (message.kind === 'answer') {
        waiting.get(message.id)?.(message.value);
        waiting.delete(message.id);
      } else if (message.kind === 'event') {
        events.push(message.payload as ClassFolderStatus);
        for (const listener of listeners) listener(message.event, message.payload);
      } else if (message.kind === 'log') logs.push(message.message);
    });
    child.on('exit', (code) => {
      reject(
        new Error(`The host ${options.pcName} ended (${code}) before it was ready: ${logs.join(' | ')}`),
      );
      for (const [, resolveAnswer] of waiting) {
        resolveAnswer({ ok: false, error: { code: 'unavailable', message: 'the host ended' } });
      }
      waiting.clear();
    });
  });
  const request = <T>(message: WithoutId<HostRequest>): Promise<T> =>
    new Promise<T>((resolve) => {
      const id = next++;
      waiting.set(id, resolve as (value: unknown) => void);
      child.send({ ...message, id } as HostRequest);
    });
  const frame = { url: `${options.origin}/index.html`, parent: null };
  return {
    pcName: options.pcName,
    call: (channel, payload) => request({ kind: 'call', channel, payload, frame }),
    callFrom: (from, channel, payload) => request({ kind: 'call', channel, payload, frame: from }),
    onEvent: (listener) => {
      listeners.push(listener);
    },
    retry: () => request({ kind: 'retry' }),
    status: () => request({ kind: 'status' }),
    flush: () => request({ kind: 'flush' }),
    close: () => request({ kind: 'close' }),
    kill: () => {
      child.kill('SIGKILL');
    },
    events,
    logs,
    started,
  };
}
