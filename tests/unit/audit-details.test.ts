import { describe, expect, it } from 'vitest';
import { auditChanges, auditReason, changeLine } from '@domain/staff/audit-details';

// Issue 36 item 4: 操作日志's 详情 reads a correction's before → after and its reason, nothing else.
describe('audit details', () => {
  it('reads the changes a correction wrote, field by field, and its reason', () => {
    const details = {
      reason: '家长来电',
      name: '方晓一',
      changes: [
        { prop: 'graduateSchool', label: '毕业学校', before: '第一中学', after: '第二实验中学' },
        { prop: 'phone', label: '家长手机号', before: '', after: '138****1111' },
        { label: 42 },
      ],
    };
    expect(auditChanges(details).map(changeLine)).toEqual([
      '毕业学校：第一中学 → 第二实验中学',
      '家长手机号：（空） → 138****1111',
    ]);
    expect(auditReason(details)).toBe('家长来电');
  });

  it('shows nothing for rows without changes or reason', () => {
    expect(auditChanges({ ids: ['r1'] })).toEqual([]);
    expect(auditChanges({ changes: 'x' })).toEqual([]);
    expect(auditReason({ reason: 3 })).toBe('');
  });
});
