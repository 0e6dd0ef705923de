import { EventEmitter } from 'node:events';

/**
 * In-process signal that an inbox changed, so the inbox sockets of THIS instance push at once.
 * Other instances learn of new rows from the database (inbox-hub.ts polls the newest ids), so a letter
 * written on one instance still reaches a socket held by another; this emitter only makes the
 * common same-instance case immediate.
 */
export type InboxEvent = { kind: 'letter'; memberId: number } | { kind: 'notice' };

const emitter = new EventEmitter();
emitter.setMaxListeners(0);

export function emitInboxEvent(event: InboxEvent): void {
  emitter.emit('inbox', event);
}

export function onInboxEvent(fn: (event: InboxEvent) => void): () => void {
  emitter.on('inbox', fn);
  return () => emitter.off('inbox', fn);
}
