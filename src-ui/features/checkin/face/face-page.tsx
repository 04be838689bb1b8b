import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { PageHeader } from '@ui/kit/page-header';
import { useViewModel } from '@ui/di';
import { LoadStates } from '@ui/kit/load-state/load-states';
import { FaceOutline } from './face-outline';
import { FACE_STANDARD_ROUTE } from './face-routes';
import { FaceVm } from './face.vm';
import { IdentityVm } from './identity.vm';
import { facePhoto, type Tone } from '@domain/journeys';
import { PATHS } from '@domain/shell/links';
import '@ui/kit/layout/layout.css';
import '@ui/features/checkin/shared/checkin.css';

const TONE_COLOR: Readonly<Record<Tone, string>> = {
  default: '#6e6e6e',
  primary: '#0958d9',
  warning: '#ad4e00',
  success: '#007a4d',
  danger: '#cf1322',
};
const HINT = {
  none: '请按要求拍摄一张本人正面免冠照片。',
  reviewing: '照片已上传，正在等待学校审核，审核后用于到校报到时的身份核验。',
  approved: '照片已审核通过，将用于到校报到时的身份核验。',
  rejected: '',
} as const;
/** 到校现场核验 chosen and no photo: nothing to take, the photo only as a change of mind (issue 34 item 18). */
const ONSITE_SWITCH_HINT = '如需改为上传人脸照片，可点击下方按钮。';

/** /orientation/humanface/face: the current photo, its review state, (re)take. */
function FacePage() {
  const vm = useViewModel(FaceVm);
  const identity = useViewModel(IdentityVm);
  const [, navigate] = useLocation();
  useEffect(() => void vm.load(), [vm]);
  useEffect(() => void identity.load(), [identity]);
  const url = vm.detail?.photoUrl;
  return (
    <div className="ui-page">
      <PageHeader />
      <main className="ui-page-main">
        {/* The state of the load; the content below shows once the record is loaded. */}
        <LoadStates vm={vm} onRetry={() => void vm.load()} />
        {identity.onsite ? (
          <section className="ui-card" aria-label="身份核验方式" data-testid="identity-onsite">
            <h3 className="ck-section-title">已选择到校现场核验</h3>
            <p className="ui-muted">{identity.state?.texts.onsite}</p>
          </section>
        ) : null}
        {vm.status === 'ready' && vm.review && identity.onsite && vm.review === 'none' ? (
          <section className="ui-card ui-center" aria-label="改为上传照片">
            <p className="ui-muted ck-hint">{ONSITE_SWITCH_HINT}</p>
            <Button
              block
              color="primary"
              size="large"
              className="ui-mt-20"
              onClick={() => navigate(PATHS.checkinHome)}
            >
              返回报到首页
            </Button>
            {vm.action === 'upload' ? (
              <Button
                block
                fill="none"
                color="primary"
                className="ui-mt-12"
                onClick={() => navigate(FACE_STANDARD_ROUTE)}
              >
                改为上传照片
              </Button>
            ) : null}
          </section>
        ) : vm.status === 'ready' && vm.review ? (
          <section className="ui-card ui-center">
            <div className={url ? 'ck-frame ck-frame-photo' : 'ck-frame ck-frame-photo ck-frame-empty'}>
              {url ? (
                <img
                  src={url}
                  alt="我的人脸照片"
                  style={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              ) : (
                <FaceOutline />
              )}
            </div>
            <p className="ck-review-line">
              审核状态：
              <strong data-testid="photo-review" style={{ color: TONE_COLOR[vm.offer!.shown.tone] }}>
                {vm.reviewText}
              </strong>
            </p>
            {vm.rejectReason !== null ? (
              <p role="alert" data-testid="photo-reject-reason" className="ck-reject">
                驳回原因：{vm.rejectReason}
                <br />
                请按要求重新拍摄并上传。
              </p>
            ) : (
              <p className="ui-muted ck-hint">{HINT[vm.review]}</p>
            )}
            {vm.action === 'upload' || vm.action === 'reupload' ? (
              <Button
                block
                color="primary"
                size="large"
                className="ui-mt-20"
                onClick={() => navigate(FACE_STANDARD_ROUTE)}
              >
                {facePhoto.actionLabel[vm.action]}
              </Button>
            ) : (
              // Waiting for (or past) the school's review: nothing to do here but go on; a new photo
              // stays possible as a secondary choice (reviewed again) while the server offers it.
              <>
                <Button
                  block
                  color="primary"
                  size="large"
                  className="ui-mt-20"
                  onClick={() => navigate(PATHS.checkinHome)}
                >
                  返回报到首页
                </Button>
                {vm.actions.includes('replace') ? (
                  <Button
                    block
                    fill="none"
                    color="primary"
                    className="ui-mt-12"
                    onClick={() => navigate(FACE_STANDARD_ROUTE)}
                  >
                    {facePhoto.actionLabel.replace}（需重新审核）
                  </Button>
                ) : null}
              </>
            )}
          </section>
        ) : null}
      </main>
    </div>
  );
}

export default observer(FacePage);
