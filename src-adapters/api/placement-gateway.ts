import { placementPaths as P } from '@contract/api/placement';
import type { PlacementGateway } from '@domain/roster/placement-gateway';
import type { StaffApiGateway } from './staff-gateway';

type Staff = Pick<StaffApiGateway, 'call'>;
type R<K extends keyof PlacementGateway> = Awaited<ReturnType<PlacementGateway[K]>>;

/** 分班 / 分宿 and the staff corrections over the staff session (auth, envelope, 401 as everywhere). */
export class PlacementApiGateway implements PlacementGateway {
  readonly #staff: Staff;
  constructor(staff: Staff) {
    this.#staff = staff;
  }
  setup: PlacementGateway['setup'] = (year) => this.#staff.call<R<'setup'>>(P.setup, { year });
  saveSetup: PlacementGateway['saveSetup'] = (classes, rooms, year) =>
    this.#staff.call<R<'saveSetup'>>(P.saveSetup, { classes, rooms, year });
  assign: PlacementGateway['assign'] = (o, dryRun) =>
    this.#staff.call<R<'assign'>>(P.assign, { ...o, dryRun });
  move: PlacementGateway['move'] = (welcomeId, to) =>
    this.#staff.call<R<'move'>>(P.move, { welcomeId, ...to });
  student: PlacementGateway['student'] = (welcomeId) =>
    this.#staff.call<R<'student'>>(P.student, { welcomeId });
  saveStudent: PlacementGateway['saveStudent'] = (welcomeId, version, fields, reason) =>
    this.#staff.call<R<'saveStudent'>>(P.saveStudent, { welcomeId, version, fields, reason });
  withdraw: PlacementGateway['withdraw'] = (welcomeId, reason) =>
    this.#staff.call<R<'withdraw'>>(P.withdraw, { welcomeId, reason });
  undoWithdraw: PlacementGateway['undoWithdraw'] = (welcomeId) =>
    this.#staff.call<R<'undoWithdraw'>>(P.undoWithdraw, { welcomeId });
}
