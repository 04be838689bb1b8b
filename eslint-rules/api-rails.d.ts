import type { ESLint } from 'eslint';

export declare const API_PATH: RegExp;
export declare const apiRails: ESLint.Plugin;
