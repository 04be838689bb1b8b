import type { Container } from 'inversify';
import { PlacementApiGateway } from '@adapters/api/placement-gateway';
import { RosterApiGateway } from '@adapters/api/roster-gateway';
import type { StaffApiGateway } from '@adapters/api/staff-gateway';
import { RosterGateway } from '@domain/roster/gateway';
import { PlacementGateway } from '@domain/roster/placement-gateway';

/** 新生名单 (issue 27): its gateways over the staff session (401 ends the session as everywhere). */
export function rosterBindings(c: Container, staff: StaffApiGateway): void {
  c.bind(RosterGateway).toConstantValue(new RosterApiGateway(staff));
  c.bind(PlacementGateway).toConstantValue(new PlacementApiGateway(staff));
}
