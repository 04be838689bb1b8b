/** The one use-case result shape lives in ../outcome.ts (shared with check-in and payment). */
export { type Outcome, isLoginFailure, outcomeOf } from '../outcome';
