// contract/ may import the codes module, but no other domain file (not even the journey tables).
import { fee } from '../src-domain/journeys/fee';
export const feeJourney = fee;
