import type { KeyValueStore } from '@domain/ports/storage';

/** Whether this student opened the notice on this device (the server has no such flag). */
const key = (welcomeId: string) => `checkinNoticeRead:${welcomeId}`;
export const isNoticeRead = (store: KeyValueStore, welcomeId: string) => store.get(key(welcomeId)) === '1';
export const markNoticeRead = (store: KeyValueStore, welcomeId: string) => store.set(key(welcomeId), '1');
