import { parseArgs } from 'node:util';
import { passwordLines, runCommand, whereLine } from './operator-print';
import { runOperatorCall } from './operator-run';
import {
  backupCommand,
  exportCommand,
  removeCommand,
  resetAdminCommand,
  restoreCommand,
} from './school-data';

// `npm run school -- create|list|rename|disable|enable …`: the platform operator's schools (modules/operator);
// backup|restore|export|remove|reset-admin: its data (school-data.ts, operator-backup/).
const USAGE = [
  '用法:',
  '  npm run school -- create --tenant <租户编号> --org <学校编号> --name <学校名称> [--tenant-name <租户名称>] [--admin-name <姓名>] [--admin-phone <手机号>]',
  '  npm run school -- list',
  '  npm run school -- rename --org <学校编号> --name <新名称>',
  '  npm run school -- disable --org <学校编号>',
  '  npm run school -- enable --org <学校编号>',
  '  npm run school -- backup [--out <文件>]                 备份整个部署（全部学校和上传文件）',
  '  npm run school -- restore --file <文件> [--yes]         从备份恢复整个部署（替换现有数据）',
  '  npm run school -- export --org <学校编号> [--out <文件>]  导出一所学校的全部数据',
  '  npm run school -- remove --org <学校编号> [--yes]        删除一所学校（需确认）',
  '  npm run school -- reset-admin --org <学校编号> [--phone <手机号>]  给学校管理员一次性新密码',
].join('\n');

const { positionals, values: v } = parseArgs({
  allowPositionals: true,
  options: {
    tenant: { type: 'string' },
    'tenant-name': { type: 'string' },
    org: { type: 'string' },
    name: { type: 'string' },
    'admin-name': { type: 'string' },
    'admin-phone': { type: 'string' },
    out: { type: 'string' },
    file: { type: 'string' },
    phone: { type: 'string' },
    yes: { type: 'boolean' },
  },
});

const state = (disabled: boolean) => (disabled ? '已停用' : '开放');

await runCommand(async () => {
  switch (positionals[0]) {
    case 'create': {
      const { data: s, target } = await runOperatorCall('createSchool', {
        tenantId: v.tenant,
        tenantName: v['tenant-name'],
        orgId: v.org,
        name: v.name,
        adminName: v['admin-name'],
        adminPhone: v['admin-phone'],
      });
      console.log(
        `学校「${s.name}」已创建：tenantId=${s.tenantId} orgId=${s.orgId}${s.tenantCreated ? '（新租户）' : ''}`,
      );
      for (const line of passwordLines(
        s.admin.name === '学校管理员' ? '学校管理员' : `学校管理员 ${s.admin.name}`,
        s.admin.phone,
        s.admin.password,
      ))
        console.log(line);
      console.log(whereLine(target));
      return;
    }
    case 'list': {
      const { data } = await runOperatorCall('listSchools', {});
      if (!data.length) console.log('还没有学校。');
      for (const s of data)
        console.log(
          `${s.tenantId}\t${s.orgId}\t${s.name}\t${state(s.disabled)}\t账号 ${s.staffCount}\t（租户：${s.tenantName}）`,
        );
      return;
    }
    case 'rename': {
      const { data: s, target } = await runOperatorCall('renameSchool', { orgId: v.org, name: v.name });
      console.log(`学校 ${s.orgId} 已改名为「${s.name}」${whereLine(target)}`);
      return;
    }
    case 'disable':
    case 'enable': {
      const call = positionals[0] === 'disable' ? 'disableSchool' : 'enableSchool';
      const { data: s, target } = await runOperatorCall(call, { orgId: v.org });
      console.log(`学校「${s.name}」（${s.orgId}）：${state(s.disabled)}${whereLine(target)}`);
      return;
    }
    case 'backup':
      return backupCommand(v.out);
    case 'restore':
      return restoreCommand(v.file, v.yes);
    case 'export':
      return exportCommand(v.org, v.out);
    case 'remove':
      return removeCommand(v.org, v.yes);
    case 'reset-admin':
      return resetAdminCommand(v.org, v.phone);
    default:
      console.error(USAGE);
      process.exitCode = 2;
  }
});
