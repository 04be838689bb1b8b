import type { Container } from 'inversify';
import { PlacementApiGateway } from '@adapters/api/placement-gateway';
import { RosterApiGateway } from '@adapters/api/roster-gateway';
import type { HttpPort } from '@domain/ports/http';
import { RosterGateway } from '@domain/roster/gateway';
import { PlacementGateway } from '@domain/roster/placement-gateway';

/** 新生名单 (issue 27): its gateways over the staff session (401 ends the session as everywhere). */
export function rosterBindings(c: Container, http: HttpPort): void {
  c.bind(RosterGateway).toConstantValue(new RosterApiGateway(http));
  c.bind(PlacementGateway).toConstantValue(new PlacementApiGateway(http));
}
