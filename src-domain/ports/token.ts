/** The encrypted-token helper of spec section 7 (data.accessToken), used for {{accesstoken}}. */
export const EncryptedTokenPort = Symbol.for('EncryptedTokenPort');
export interface EncryptedTokenPort {
  encryptedToken(): Promise<string>;
}
