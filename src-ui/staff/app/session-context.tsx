import { useService } from '@ui/di';
import { StaffSessionVm } from '../session.vm';

/** The one session of the workspace (a singleton in the staff container). */
export function useStaffSession(): StaffSessionVm {
  return useService(StaffSessionVm);
}
