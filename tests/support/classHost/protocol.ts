import type { ClassFolderStatus } from '../../../core/contract';

/** How a host process is started (its argv[2], as JSON). */
export interface HostOptions {
  /** This PC's userData folder. */
  userData: string;
  /** The machine-wide config.json this PC reads (it sets the class folder). */
  configPath: string;
  pcId: string;
  pcName: string;
  /** The origin whose main frame is the game (the sender check). */
  origin: string;
  language?: 'ja' | 'en';
  /** The class folder's time-out per operation; the app's unless a test shortens it. */
  timeoutMs?: number;
}

/** The frame an IPC call came from, as the sender check reads it. */
export interface HostFrame {
  url: string;
  parent: HostFrame | null;
}

/** What the test sends a host. */
export type HostRequest =
  | { kind: 'call'; id: number; channel: string; payload?: unknown; frame: HostFrame }
  | { kind: 'retry'; id: number }
  | { kind: 'flush'; id: number }
  | { kind: 'status'; id: number }
  | { kind: 'close'; id: number };

/** What a host sends back. */
export type HostReply =
  | { kind: 'ready'; status: ClassFolderStatus }
  | { kind: 'failed'; message: string }
  | { kind: 'answer'; id: number; value: unknown }
  | { kind: 'event'; event: string; payload: unknown }
  | { kind: 'log'; message: string };
