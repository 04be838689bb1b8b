/**
 * Kept for imports written before the route registry: PATHS and links are derived from the one
 * table in ./routes (add a route there, not here).
 */
export { ENROLLMENT_PREFIX, links, PATHS, type RouteId as RouteName } from './routes';
