/** The part of an Electron frame the sender check reads. */
export interface FrameLike {
  readonly url: string;
  readonly parent: FrameLike | null;
}

/** The part of an IPC event the sender check reads (`IpcMainInvokeEvent` has it). */
export interface SenderEvent {
  readonly senderFrame: FrameLike | null;
}

/** `scheme://host[:port]` of a URL; unlike `URL.origin` this also works for custom schemes such as `app:`. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (!parsed.host) return null;
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}

/** Builds the IPC sender check: the message must come from the main frame of a page at `trustedOrigin`. */
export function createSenderCheck(trustedOrigin: string): (event: SenderEvent) => boolean {
  return (event) => {
    try {
      const frame = event.senderFrame;
      if (!frame || frame.parent !== null) return false;
      return originOf(frame.url) === trustedOrigin;
    } catch {
      // A frame that was destroyed or navigated away while the message was in flight is not trusted.
      return false;
    }
  };
}
