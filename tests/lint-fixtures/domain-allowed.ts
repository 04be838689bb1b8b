// Allowed in src-domain: dayjs, relative files and @domain.
import dayjs from 'dayjs';
import type { Clock } from '../ports/clock';
import { HOME_ROUTE } from '@domain/shell/routes';
export const stamp = (c: Clock): string => dayjs(c.now()).format('YYYY-MM-DD') + HOME_ROUTE;
