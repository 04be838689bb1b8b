/**
 * The check-in calls now live behind the domain port `CheckinGateway` (src-domain/ports/checkin-gateway.ts,
 * implemented in src-adapters/api/checkin-gateway.ts). This old name remains only for procedure/ and
 * face/ until they are converted; new code imports the port and the use cases.
 */
export { CheckinGateway as CheckinApi } from '@domain/ports/checkin-gateway';
export type {
  CheckinProgress,
  CheckinSetting,
  Enrollment,
  MoreMessage,
  NoticeDocument,
  StudentDetail,
  VerifyProcess,
} from '@domain/ports/checkin-gateway';
