import * as A from '@contract/placement';
import type { HttpPort } from '@domain/ports/http';
import { staffCall } from './staff-call';
import type { PlacementGateway } from '@domain/roster/placement-gateway';

/** 分班 / 分宿 and the staff corrections over the staff session (auth, envelope, 401 as everywhere). */
export class PlacementApiGateway implements PlacementGateway {
  readonly #http: HttpPort;
  constructor(http: HttpPort) {
    this.#http = http;
  }
  setup: PlacementGateway['setup'] = (year) => staffCall(this.#http, A.setup, { year });
  saveSetup: PlacementGateway['saveSetup'] = (classes, rooms, year) =>
    staffCall(this.#http, A.saveSetup, { classes, rooms, year });
  assign: PlacementGateway['assign'] = (o, dryRun) => staffCall(this.#http, A.assign, { ...o, dryRun });
  move: PlacementGateway['move'] = (welcomeId, to) => staffCall(this.#http, A.move, { welcomeId, ...to });
  student: PlacementGateway['student'] = (welcomeId) => staffCall(this.#http, A.student, { welcomeId });
  saveStudent: PlacementGateway['saveStudent'] = (welcomeId, version, fields, reason) =>
    staffCall(this.#http, A.saveStudent, { welcomeId, version, fields, reason });
  withdraw: PlacementGateway['withdraw'] = (welcomeId, reason) =>
    staffCall(this.#http, A.withdraw, { welcomeId, reason });
  undoWithdraw: PlacementGateway['undoWithdraw'] = (welcomeId) =>
    staffCall(this.#http, A.undoWithdraw, { welcomeId });
}
