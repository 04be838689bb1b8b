import type { ESLint } from 'eslint';

/** The journeys' state labels, read from src-domain/journeys/*.ts. */
export function journeyStateLabels(): Set<string>;
export const journeyStatus: ESLint.Plugin;
