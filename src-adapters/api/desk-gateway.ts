import { deskPaths } from '@contract/api/desk';
import type { DeskGateway, DeskMark, MarkInput } from '@domain/checkin-desk';
import type { StaffApiGateway } from './staff-gateway';

/** The desk's calls over the staff session (auth, envelope and 401 handling are StaffApiGateway's). */
export class DeskApiGateway implements DeskGateway {
  readonly #staff: Pick<StaffApiGateway, 'call'>;
  constructor(staff: Pick<StaffApiGateway, 'call'>) {
    this.#staff = staff;
  }
  steps() {
    return this.#staff.call<Awaited<ReturnType<DeskGateway['steps']>>>(deskPaths.steps);
  }
  scan(passToken: string) {
    return this.#staff.call<Awaited<ReturnType<DeskGateway['scan']>>>(deskPaths.scan, { passToken });
  }
  /** wx.config for this page (wx.scanQRCode in WeChat), signed for the session's school. */
  jssdkConfig(url: string) {
    return this.#staff.call<{ appId: string; timestamp: string; nonceStr: string; paySign: string }>(
      deskPaths.jssdkConfig,
      { url },
    );
  }
  search(q: string) {
    return this.#staff.call<Awaited<ReturnType<DeskGateway['search']>>>(deskPaths.search, { q });
  }
  mark(input: MarkInput) {
    return this.#staff.call<Awaited<ReturnType<DeskGateway['mark']>>>(deskPaths.mark, input);
  }
  async sync(deviceId: string, marks: readonly DeskMark[]) {
    const r = await this.#staff.call<{ results: Awaited<ReturnType<DeskGateway['sync']>> }>(deskPaths.sync, {
      deviceId,
      marks,
    });
    return r.results;
  }
  publicKey() {
    return this.#staff.call<Awaited<ReturnType<DeskGateway['publicKey']>>>(deskPaths.publicKey);
  }
  dayList() {
    return this.#staff.call<Awaited<ReturnType<DeskGateway['dayList']>>>(deskPaths.dayList);
  }
}
