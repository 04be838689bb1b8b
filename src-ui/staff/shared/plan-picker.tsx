import { observer } from 'mobx-react-lite';
import type { PlanSummary } from '@domain/staff/types';

/** The plan filter: 全部计划 or one plan (a native select: usable on a phone and a desktop). */
export const PlanPicker = observer(function PlanPicker({
  plans,
  value,
  onChange,
  allowAll = true,
}: {
  plans: readonly PlanSummary[];
  value: string | null;
  onChange: (planId: string | null) => void;
  allowAll?: boolean;
}) {
  return (
    <label className="staff-field">
      <span>招生计划</span>
      <select
        aria-label="招生计划"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
        className="staff-select"
      >
        {allowAll ? <option value="">全部计划</option> : <option value="">请选择招生计划</option>}
        {plans.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
            {p.batch ? `（${p.batch}）` : ''}
          </option>
        ))}
      </select>
    </label>
  );
});
