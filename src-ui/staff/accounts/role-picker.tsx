import { STAFF_ROLES } from '@domain/journeys';
import { ROLE_LABEL } from '@domain/staff/roles';
import type { StaffRole } from '@domain/staff/types';
import '../shared/forms.css';

const ROLE_DESC: Record<StaffRole, string> = {
  admin: '学校设置、账号管理及全部功能',
  admissions: '报名审核、录取、缴费订单、导出、通知',
  checkin: '现场报到、到校看板、人脸照片',
};

/** 角色: three boxed radio choices, each 44 px high, with what the role may do. */
export function RolePicker({
  name,
  value,
  onChange,
}: {
  name: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
}) {
  return (
    <fieldset className="staff-roles">
      <legend>角色</legend>
      {STAFF_ROLES.map((r) => (
        <label key={r} className={r === value ? 'staff-role-option staff-role-on' : 'staff-role-option'}>
          <input type="radio" name={name} value={r} checked={r === value} onChange={() => onChange(r)} />
          <span>
            {ROLE_LABEL[r]}
            <br />
            <span className="staff-role-desc">{ROLE_DESC[r]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
