import { links, PATHS } from '@domain/shell/routes';

export const a = PATHS.plans;
export const b = (id: string) => links.activitySign({ activityId: id });
