import { links, PATHS } from '@domain/shell/links';

export const a = PATHS.plans;
export const b = (id: string) => links.activitySign({ activityId: id });
