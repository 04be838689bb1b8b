import type { Registries } from '../../../src/container';
import { REGISTRIES } from '../../../src/container';
import { OfflineTransferPayment } from './offline-transfer';
import { wxworkHost } from './wxwork-host';

/**
 * The production registries plus the worked examples: in production each line goes into
 * src-domain/shell/hosts/registry.ts or src/payments/registry.ts instead.
 */
export const DEMO_REGISTRIES: Registries = {
  hosts: [...REGISTRIES.hosts, wxworkHost],
  payments: [...REGISTRIES.payments, OfflineTransferPayment],
};
