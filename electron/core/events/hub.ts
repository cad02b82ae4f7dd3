/**
 * Fan-out of main-process events to every connected renderer. Transports (the Electron
 * window, web-mode sockets) subscribe; services emit. A listener that throws is dropped
 * from that one delivery and logged, never allowed to break the emitter.
 */
import type { McEvent } from '../../../shared/ipc/events';
import type { EventSink } from '../deps';
import { currentPerson } from '../audit/person-scope';
import { actByWords } from '../../../shared/domain/share/person-words';

export type EventListener = (event: McEvent) => void;

export class EventHub implements EventSink {
  private readonly listeners = new Set<EventListener>();

  constructor(private readonly onListenerError: (err: unknown) => void = () => {}) {}

  /** A notice raised while a guest's act runs names them ("Split ledger not saved — Ana, from 192.0.2.12"). */
  emit(raised: McEvent): void {
    const person = raised.type === 'notice' ? currentPerson() : undefined;
    const event = person !== undefined && raised.type === 'notice' ? { ...raised, title: actByWords(raised.title, person) } : raised;
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (err) {
        this.onListenerError(err);
      }
    }
  }

  /** Adds a listener; call the returned function to remove it. */
  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  listenerCount(): number {
    return this.listeners.size;
  }

  clear(): void {
    this.listeners.clear();
  }
}
