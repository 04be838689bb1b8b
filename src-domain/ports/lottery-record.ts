import type { AsyncDrawHashes } from '../admissions/lottery-verify';
import type { PublicDraw } from '../staff/lottery-gateway';

export type { PublicDraw };

/** The public draw record of a plan, no login (adapter: src-adapters/api/lottery-record-gateway.ts). */
export const LotteryRecordGateway = Symbol.for('LotteryRecordGateway');
export interface LotteryRecordGateway {
  record(planId: string): Promise<PublicDraw>;
}

/** HMAC-SHA256 and SHA-256 in the browser (adapter: WebCrypto, src-adapters/crypto/web-crypto-hashes.ts). */
export const DrawHashesPort = Symbol.for('DrawHashesPort');
export type DrawHashesPort = AsyncDrawHashes;
