import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { ROSTER_COLUMNS } from '@domain/roster/columns';
import { useViewModel } from '@ui/di';
import { saveWithAnchor } from '../exports/exports.vm';
import { Notice } from '../shared/notice';
import { IMPORT_STEPS, RosterImportVm } from './roster-import.vm';

const REQUIRED = ROSTER_COLUMNS.filter((c) => c.required)
  .map((c) => c.label)
  .join('、');

/** 导入名单: 下载模板 → 上传 → 预览（错误按行列出）→ 确认导入. */
export const RosterImport = observer(function RosterImport({ onBack }: { onBack: () => void }) {
  const vm = useViewModel(RosterImportVm);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const at = IMPORT_STEPS.findIndex((s) => s.key === vm.step);
  const r = vm.result;
  return (
    <section className="staff-page roster-page" aria-label="导入名单">
      <Button size="small" onClick={onBack}>
        返回新生名单
      </Button>
      <h2 className="staff-title" ref={heading} tabIndex={-1}>
        导入名单
      </h2>
      <ol className="roster-steps" aria-label="导入步骤">
        {IMPORT_STEPS.map((s, i) => (
          <li key={s.key} aria-current={i === at ? 'step' : undefined}>
            {i + 1}. {s.label}
          </li>
        ))}
      </ol>
      <Notice vm={vm} />
      <div className="staff-card">
        <h3>1. 下载模板</h3>
        <p>
          必填列：{REQUIRED}
          。身份证号按校验位检查，专业须为本校已有专业；同一身份证号再次导入会更新该学生，不会重复。
        </p>
        <div className="staff-actions">
          <Button
            color="primary"
            fill="outline"
            loading={vm.busy && vm.step === 'template'}
            onClick={() => void vm.downloadTemplate(saveWithAnchor)}
          >
            下载模板
          </Button>
          {vm.step === 'template' ? <Button onClick={vm.skipTemplate}>已有名单文件，直接上传</Button> : null}
        </div>
      </div>
      {vm.step !== 'template' ? (
        <div className="staff-card">
          <h3>2. 上传名单</h3>
          <p>Excel 文件（.xlsx），不超过5M，最多10000行。</p>
          <label className="roster-upload">
            {vm.fileName ? '重新选择 Excel 文件' : '选择 Excel 文件'}
            <input
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={vm.busy}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void vm.choose(file, file.name);
                e.target.value = '';
              }}
            />
          </label>
          {vm.fileName ? <p>已选择：{vm.fileName}</p> : null}
          {vm.busy ? <p role="status">正在检查，请稍候…</p> : null}
        </div>
      ) : null}
      {r && vm.step !== 'upload' ? (
        <div className="staff-card" aria-label="预览结果">
          <h3>3. 预览</h3>
          <p>
            共 {r.rows} 行：新增 {r.created} 人，更新 {r.updated} 人，无变化 {r.unchanged} 人
            {r.errorCount ? `，错误 ${r.errorCount} 处` : ''}
          </p>
          {r.errorCount ? (
            <>
              <p className="staff-status-danger">文件中有错误，未写入任何数据。请按下表修改后重新上传：</p>
              <div className="staff-table-wrap roster-errors">
                <table className="staff-table" aria-label="错误列表">
                  <thead>
                    <tr>
                      <th scope="col">行</th>
                      <th scope="col">列</th>
                      <th scope="col">问题</th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.errors.map((e, i) => (
                      <tr key={i}>
                        <td>第 {e.row} 行</td>
                        <td>{e.column}</td>
                        <td>{e.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {r.errorCount > r.errors.length ? <p>仅列出前 {r.errors.length} 处错误。</p> : null}
            </>
          ) : null}
          {vm.step === 'preview' ? (
            <div className="staff-actions">
              <Button
                color="primary"
                disabled={!vm.canCommit || vm.busy}
                loading={vm.busy}
                onClick={() => void vm.confirm()}
              >
                确认导入
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {vm.step === 'done' && r ? (
        <div className="staff-card" role="status">
          <h3>4. 导入完成</h3>
          <p>
            新增 {r.created} 人，更新 {r.updated} 人，无变化 {r.unchanged} 人。
          </p>
          <div className="staff-actions">
            <Button color="primary" onClick={onBack}>
              查看新生名单
            </Button>
            <Button onClick={vm.again}>继续导入</Button>
          </div>
        </div>
      ) : null}
    </section>
  );
});
