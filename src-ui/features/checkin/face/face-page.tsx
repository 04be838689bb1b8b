import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { PageHeader } from '@ui/kit/page-header';
import { useViewModel } from '@ui/di';
import { CARD_STYLE, MUTED_STYLE, PAGE_STYLE } from '../shared/page-style';
import { LoadError, Loading } from '@ui/kit/load-state/spinner-states';
import { FRAME_STYLE } from './camera-preview';
import { FaceOutline } from './face-outline';
import { FACE_STANDARD_ROUTE } from './face-routes';
import { FaceVm } from './face.vm';

const REVIEW_COLOR = { none: '#8c8c8c', 0: '#ff8f1f', 1: '#00b578', 2: '#ff3141' } as const;
const HINT = {
  none: '请按要求拍摄一张本人正面免冠照片。',
  0: '照片已上传，学校审核后用于到校报到时的身份核验。如需更换，请重新拍摄。',
  1: '照片已审核通过，将用于到校报到时的身份核验。如需更换，请重新拍摄（需重新审核）。',
  2: '',
} as const;
const REJECT_STYLE = {
  margin: '10px 0 0',
  padding: '8px 12px',
  background: '#fff1f0',
  color: '#cf1322',
  borderRadius: 6,
  fontSize: 14,
  lineHeight: 1.6,
  textAlign: 'left',
  wordBreak: 'break-all',
} as const;

/** /orientation/humanface/face: the current photo, its review state, (re)take. */
function FacePage() {
  const vm = useViewModel(FaceVm);
  const [, navigate] = useLocation();
  useEffect(() => void vm.load(), [vm]);
  const url = vm.detail?.photoUrl;
  return (
    <div style={PAGE_STYLE}>
      <PageHeader />
      <main style={{ paddingBottom: 24 }}>
        {vm.status === 'loading' ? <Loading /> : null}
        {vm.status === 'error' ? <LoadError text={vm.error ?? ''} onRetry={() => void vm.load()} /> : null}
        {vm.status === 'ready' ? (
          <section style={{ ...CARD_STYLE, textAlign: 'center' }}>
            <div style={{ ...FRAME_STYLE, maxWidth: 240, background: url ? '#fff' : '#f0f0f0' }}>
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
            <p style={{ margin: '12px 0 0', fontSize: 15 }}>
              审核状态：
              <strong data-testid="photo-review" style={{ color: REVIEW_COLOR[vm.review] }}>
                {vm.reviewText}
              </strong>
            </p>
            {vm.rejectReason !== null ? (
              <p role="alert" data-testid="photo-reject-reason" style={REJECT_STYLE}>
                驳回原因：{vm.rejectReason}
                <br />
                请按要求重新拍摄并上传。
              </p>
            ) : (
              <p style={{ ...MUTED_STYLE, margin: '6px 0 0' }}>{HINT[vm.review]}</p>
            )}
            <Button
              block
              color="primary"
              size="large"
              style={{ marginTop: 20 }}
              onClick={() => navigate(FACE_STANDARD_ROUTE)}
            >
              {url ? '重新拍摄' : '去拍照'}
            </Button>
          </section>
        ) : null}
      </main>
    </div>
  );
}

export default observer(FacePage);
