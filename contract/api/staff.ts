/**
 * Issue 33: the staff session and account operations are declared in contract/staff.ts. This file
 * only keeps `STAFF_BASE` for the twins not yet folded (they import it from './staff'); it goes
 * with the last of them.
 */
export { STAFF_BASE } from '../staff';
