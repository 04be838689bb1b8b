import type { Runtime } from '../../shell/runtime';

/**
 * Issue 23 defect 10: in the mini-program the applicant logs in before the registration form is
 * shown, never in the middle of it (there the login is a page of its own, and a jump at the first
 * upload lost the picked file). Elsewhere the form may be filled first; the draft keeps it.
 */
export const loginBeforeForm = (runtime: Pick<Runtime, 'miniappWebview'>, loggedIn: boolean): boolean =>
  runtime.miniappWebview && !loggedIn;
