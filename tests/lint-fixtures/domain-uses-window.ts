// src-domain has no DOM globals.
export const here = (): string => window.location.href;
