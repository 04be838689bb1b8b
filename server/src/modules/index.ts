import type { FastifyPluginAsync } from 'fastify';

/**
 * Every module of routes, registered in this order by buildApp. A module is a Fastify plugin in
 * server/src/modules/<name>/routes.ts that calls `handle(app, endpoint, handler)` per contract
 * endpoint. Part 2 appends its modules (cms, plan, register, pay, activity, admin) here.
 */
export const modules: { name: string; plugin: FastifyPluginAsync }[] = [];
