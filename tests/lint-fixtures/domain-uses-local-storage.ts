// src-domain has no DOM globals: storage is a port.
export const read = (k: string): string | null => localStorage.getItem(k);
