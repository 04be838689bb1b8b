import { chinaDateString } from '../../time/china-time';
import type { MyDataCopy, PrivacyGateway, PrivacyNotice } from '../../ports/privacy-gateway';

/** The notice to show before any personal data is entered, or null when this version is accepted. */
export async function noticeToAccept(gw: PrivacyGateway): Promise<PrivacyNotice | null> {
  const n = await gw.notice();
  return n.acceptedAt ? null : n;
}

/** 我已阅读并同意: only with the box ticked; the server records version, time and address. */
export async function acceptNotice(
  gw: PrivacyGateway,
  notice: Pick<PrivacyNotice, 'version'>,
  agreed: boolean,
): Promise<{ kind: 'unchecked' } | { kind: 'accepted'; acceptedAt: string }> {
  if (!agreed) return { kind: 'unchecked' };
  const r = await gw.accept(notice.version);
  return { kind: 'accepted', acceptedAt: r.acceptedAt };
}

/** 导出我的信息: the copy as pretty JSON with a dated file name. */
export async function exportMyData(
  gw: PrivacyGateway,
): Promise<{ copy: MyDataCopy; fileName: string; json: string }> {
  const copy = await gw.myData();
  const day = chinaDateString(new Date(copy.exportedAt));
  return { copy, fileName: `我的个人信息-${day}.json`, json: JSON.stringify(copy, null, 2) };
}

/**
 * The readable copy (issue 23): the same data as the JSON, as a page in Chinese that the browser
 * opens (and prints or saves as PDF). The link is signed and short-lived, so it is asked for on tap.
 */
export async function readableCopyUrl(gw: PrivacyGateway, gatewayBase: string): Promise<string> {
  const { url } = await gw.readableLink();
  return /^https?:\/\//.test(url) ? url : `${gatewayBase.replace(/\/+$/, '')}${url}`;
}

export const DELETE_REASON_MAX = 200;

/** 申请删除: the reason is optional, at most 200 characters. */
export async function askDeletion(gw: PrivacyGateway, reason: string) {
  const r = reason.trim();
  if (r.length > DELETE_REASON_MAX)
    return { kind: 'invalid' as const, error: `申请原因不能超过${DELETE_REASON_MAX}字` };
  return { kind: 'requested' as const, request: await gw.requestDeletion(r) };
}
