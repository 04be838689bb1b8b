import type { CheckinGateway, CheckinProgress, NoticeDocument } from '../../ports/checkin-gateway';
import { loadFailureText, type Outcome, outcomeOf } from '../outcome';

/** The school's student notice (rich text as stored: the screen sanitizes it). */
export function loadNotice(checkin: CheckinGateway): Promise<Outcome<NoticeDocument>> {
  return outcomeOf(() => checkin.document(), loadFailureText);
}

/** 我已阅读: the read is stored on the server; answers the progress after it. */
export function readNotice(checkin: CheckinGateway): Promise<Outcome<CheckinProgress>> {
  return outcomeOf(async () => (await checkin.readNotice()).progress, loadFailureText);
}

/** More information for the reported student, without the empty rows. */
export function loadMoreInfo(checkin: CheckinGateway): Promise<Outcome<{ label: string; value: string }[]>> {
  return outcomeOf(async () => {
    const res = await checkin.moreMessage();
    return res.items.filter((i) => i.value.trim() !== '');
  }, loadFailureText);
}
