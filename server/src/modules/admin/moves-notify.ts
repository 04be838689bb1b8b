import type { ServerDeps } from '../../http/deps';
import { notices } from '../../notify/notices';
import { enqueue } from '../../notify/outbox';
import type { MovedRow } from './registration-moves';

/** The notice a move sends to the parent (approved, rejected with the reason, payment confirmed). */
export async function afterMove(
  deps: ServerDeps,
  name: string,
  row: MovedRow,
  input: Record<string, unknown>,
): Promise<void> {
  const version = new Date(row.updated_at).toISOString();
  if (name === 'approve') await enqueue(deps, notices.approved(row, version));
  else if (name === 'reject') await enqueue(deps, notices.rejected(row, String(input.reason ?? ''), version));
  else if ((name === 'voucher' && input.approve === true) || name === 'markPaid')
    await enqueue(deps, notices.paid(row, version));
}
