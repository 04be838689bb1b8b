import type { CheckinGateway, CheckinProgress, NoticeDocument } from '../../ports/checkin-gateway';

/** The school's student notice (rich text as stored: the screen sanitizes it). */
export function loadNotice(checkin: CheckinGateway): Promise<NoticeDocument> {
  return checkin.document();
}

/** 我已阅读: the read is stored on the server; answers the progress after it. */
export async function readNotice(checkin: CheckinGateway): Promise<CheckinProgress> {
  const { progress } = await checkin.readNotice();
  return progress;
}

/** More information for the reported student, without the empty rows. */
export async function loadMoreInfo(checkin: CheckinGateway): Promise<{ label: string; value: string }[]> {
  const res = await checkin.moreMessage();
  return res.items.filter((i) => i.value.trim() !== '');
}
