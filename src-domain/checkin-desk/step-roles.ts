import { ACTION_ROLES, ROLE_LABEL } from '../staff/roles';
import type { DeskStep } from './day-list';

/**
 * Who may mark each desk step (报到设置 › 现场办理环节, issue 27 item 3). The desk is worked by
 * 学校管理员 and 报到老师; a step names the roles that may mark it, none named = both (the steps saved
 * before this rule). The server refuses others with stepRoleRefusal; the desk shows only the steps
 * stepsForRole leaves.
 */
export const DESK_ROLES = ACTION_ROLES.desk;
export type DeskRole = (typeof DESK_ROLES)[number];
export const DESK_ROLE_LABEL: Readonly<Record<DeskRole, string>> = ROLE_LABEL;

/** The roles that may mark a step (none named = every desk role). */
export const stepRoles = (step: Pick<DeskStep, 'roles'>): readonly DeskRole[] =>
  step.roles?.length ? step.roles : DESK_ROLES;

export const mayMarkStep = (step: Pick<DeskStep, 'roles'>, role: string): boolean =>
  (stepRoles(step) as readonly string[]).includes(role);

/** The steps a role may mark, in the school's order. */
export const stepsForRole = <S extends Pick<DeskStep, 'roles'>>(steps: readonly S[], role: string): S[] =>
  steps.filter((s) => mayMarkStep(s, role));

/** The desk's refusal when a role may not mark a step (null = may). */
export function stepRoleRefusal(step: DeskStep, role: string): string | null {
  if (mayMarkStep(step, role)) return null;
  const who = stepRoles(step)
    .map((r) => DESK_ROLE_LABEL[r])
    .join('或');
  const mine = DESK_ROLE_LABEL[role as DeskRole] ?? '当前账号';
  return `「${step.name}」只能由${who}办理，${mine}不能办理`;
}
