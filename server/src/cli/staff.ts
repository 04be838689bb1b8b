import { parseArgs } from 'node:util';
import { passwordLines, runCommand, whereLine } from './operator-print';
import { runOperatorCall } from './operator-run';

// `npm run staff -- create --org <orgId> --name … --phone … --role admin`: prints the first password once.
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    org: { type: 'string' },
    name: { type: 'string' },
    phone: { type: 'string' },
    role: { type: 'string' },
  },
});
if (positionals[0] !== 'create') {
  console.error(
    '用法: npm run staff -- create --org <orgId> --name <姓名> --phone <手机号> --role admin|admissions|checkin',
  );
  process.exit(2);
}
await runCommand(async () => {
  const { data, target } = await runOperatorCall('createStaff', {
    orgId: values.org,
    name: values.name,
    phone: values.phone,
    role: values.role,
  });
  console.log(`账号 ${data.id} 已创建。`);
  for (const line of passwordLines(values.name ?? '', values.phone ?? '', data.password)) console.log(line);
  console.log(whereLine(target));
});
