import type { ConsentKind, ConsentText, IdentityMethod } from './consent';

/** The student's identity check as the server keeps it (contract/identity-consent.ts). */
export interface IdentityState {
  method: IdentityMethod | null;
  underFourteen: boolean;
  consents: Record<ConsentKind, { version: string; acceptedAt: string } | null>;
  /** Consents the photo still needs. */
  missing: ConsentKind[];
  texts: { face: ConsentText; guardian: ConsentText; onsite: string };
  /** 报到设置: whether the school offers 到校现场核验 (absent = yes). */
  onsiteAllowed?: boolean;
}

/** Photo or 到校现场核验, and the consents with their text version (issue 16 item 5). */
export interface IdentityGateway {
  get(): Promise<IdentityState>;
  choose(method: IdentityMethod): Promise<IdentityState>;
  consent(
    kind: ConsentKind,
    textVersion: string,
    guardian?: { guardianName: string; guardianRelation: string },
  ): Promise<IdentityState>;
}
export const IdentityGateway = Symbol.for('IdentityGateway');
