/**
 * The first screen's reads (news, plans, the form template), started by start-up as soon as
 * systemcfg.js gives baseUrl: they need only baseUrl and the school headers, so they travel with
 * the config-centre call instead of one round trip after it. The screen's own calls take the answers.
 */
export const FirstReads = Symbol.for('FirstReads');
export interface FirstReads {
  start(base: { baseUrl: string; manually: string }): void;
}
