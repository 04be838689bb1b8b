import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { StudentFields } from '@domain/roster/placement-gateway';
import { useViewModel } from '@ui/di';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { StudentCorrections } from './student-corrections';
import { StudentEditVm } from './student-edit.vm';

const TEXT_FIELDS: [keyof StudentFields, string, number][] = [
  ['name', '姓名', 30],
  ['phone', '手机号', 11],
  ['studentNo', '学号', 32],
  ['ticketNo', '准考证号', 32],
  ['address', '家庭地址', 100],
  ['emergencyContact', '紧急联系人', 30],
  ['emergencyPhone', '紧急联系电话', 11],
];

/** 修改学生信息 (a reason, a version check), 调整班级 / 宿舍 and 放弃入学 / 撤销 of one student. */
export const StudentEdit = observer(function StudentEdit({
  welcomeId,
  onBack,
}: {
  welcomeId: string;
  onBack: () => void;
}) {
  const vm = useViewModel(StudentEditVm);
  useEffect(() => void vm.load(welcomeId), [vm, welcomeId]);
  const r = vm.record;
  const f = vm.form;
  return (
    <section className="staff-page roster-page" aria-label="修改学生信息">
      <Button size="small" onClick={onBack}>
        返回新生名单
      </Button>
      <h2 className="staff-title">修改学生信息</h2>
      <Notice vm={vm} />
      <ListStates vm={vm} empty="学生不存在" retry={() => void vm.load(welcomeId)} />
      {vm.status === 'ready' && r && f ? (
        <>
          <p>
            {r.name}（{r.idNumber}）
            {r.withdrawn ? (
              <strong className="staff-status-error"> 已放弃入学：{r.withdrawReason}</strong>
            ) : null}
          </p>
          <form
            className="staff-card placement-form"
            aria-label="学生信息"
            onSubmit={(e) => {
              e.preventDefault();
              void vm.save();
            }}
          >
            {TEXT_FIELDS.map(([k, label, max]) => (
              <label key={k} className="staff-field">
                <span>{label}</span>
                <input
                  className="staff-select"
                  value={f[k]}
                  maxLength={max}
                  inputMode={k.toLowerCase().includes('phone') ? 'tel' : undefined}
                  onChange={(e) => vm.setField(k, e.target.value)}
                />
              </label>
            ))}
            <label className="staff-field">
              <span>专业</span>
              <select
                className="staff-select"
                value={f.majorId}
                onChange={(e) => vm.setField('majorId', e.target.value)}
              >
                <option value="">未分专业</option>
                {(vm.setup?.majors ?? []).map((m) => (
                  <option key={m.value} value={m.value}>
                    {m.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="staff-field">
              <span>修改原因</span>
              <input
                className="staff-select"
                value={vm.reason}
                maxLength={100}
                onChange={(e) => vm.setReason(e.target.value)}
              />
            </label>
            <Button type="submit" color="primary" loading={vm.busy}>
              保存修改
            </Button>
          </form>

          {r.withdrawn ? null : (
            <fieldset className="staff-card placement-form">
              <legend>班级和宿舍</legend>
              <label className="staff-field">
                <span>班级</span>
                <select
                  className="staff-select"
                  value={vm.className}
                  onChange={(e) => vm.setClassName(e.target.value)}
                >
                  <option value="">未分班</option>
                  {(vm.setup?.classes ?? []).map((c) => (
                    <option key={c.name} value={c.name}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="staff-field">
                <span>宿舍</span>
                <select
                  className="staff-select"
                  value={vm.dormitory}
                  onChange={(e) => vm.setDormitory(e.target.value)}
                >
                  <option value="">未分宿舍</option>
                  {(vm.setup?.rooms ?? []).map((x) => (
                    <option key={x.name} value={x.name}>
                      {x.name}（{x.sex === '0' ? '男' : '女'}生）
                    </option>
                  ))}
                </select>
              </label>
              <Button color="primary" fill="outline" loading={vm.busy} onClick={() => void vm.move()}>
                调整班级和宿舍
              </Button>
            </fieldset>
          )}

          <fieldset className="staff-card placement-form">
            <legend>放弃入学</legend>
            {r.withdrawn ? (
              <Button color="primary" fill="outline" loading={vm.busy} onClick={() => void vm.undoWithdraw()}>
                撤销放弃入学
              </Button>
            ) : (
              <>
                <p className="placement-hint">
                  标记后该学生不计入到校统计、不出现在现场报到，并释放其班级和宿舍。
                </p>
                <label className="staff-field">
                  <span>放弃原因</span>
                  <input
                    className="staff-select"
                    value={vm.withdrawReason}
                    maxLength={100}
                    onChange={(e) => vm.setWithdrawReason(e.target.value)}
                  />
                </label>
                <Button color="danger" fill="outline" loading={vm.busy} onClick={() => void vm.withdraw()}>
                  标记放弃入学
                </Button>
              </>
            )}
          </fieldset>
          <StudentCorrections
            welcomeId={welcomeId}
            name={r.name}
            onCorrected={() => void vm.reload()}
            onRemoved={onBack}
          />
        </>
      ) : null}
    </section>
  );
});
