import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { PageHeader } from '@ui/kit/page-header';
import { useViewModel } from '@ui/di';
import { CameraPreview } from './camera-preview';
import { CAMERA_TEXT } from './camera-text';
import { FaceOutline } from './face-outline';
import { TakePhotoVm } from './take-photo.vm';
import { FACE_ROUTE } from './face-routes';
import '@ui/kit/layout/layout.css';
import '@ui/features/checkin/shared/checkin.css';

/** /orientation/humanface/tackpic: preview or picker, retake, compress, upload. */
function TakePhotoPage() {
  const vm = useViewModel(TakePhotoVm);
  const [, navigate] = useLocation();
  useEffect(() => {
    void vm.start();
    return () => vm.dispose();
  }, [vm]);

  const onSubmit = async () => {
    if (await vm.submit()) navigate(FACE_ROUTE, { replace: true });
  };

  return (
    <div className="ui-page">
      <PageHeader />
      <main className="ck-camera-main">
        {vm.phase === 'preview' && vm.stream ? (
          <CameraPreview stream={vm.stream.stream} />
        ) : vm.photoUrl ? (
          <div className="ck-frame">
            <img
              src={vm.photoUrl}
              alt="拍摄的照片"
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          </div>
        ) : (
          <div className="ck-frame" data-testid="camera-placeholder">
            <FaceOutline />
            {vm.phase === 'opening' ? (
              <p
                style={{
                  position: 'absolute',
                  top: '45%',
                  width: '100%',
                  textAlign: 'center',
                  color: '#fff',
                }}
              >
                正在打开相机…
              </p>
            ) : null}
          </div>
        )}

        {vm.cameraError ? (
          <p role="alert" className="ui-error">
            {CAMERA_TEXT[vm.cameraError]}
          </p>
        ) : null}
        {vm.error ? (
          <p role="alert" className="ui-error">
            {vm.error}
          </p>
        ) : null}

        {vm.phase === 'compressing' || vm.phase === 'uploading' ? (
          <div className="ui-mt-16" aria-live="polite">
            <ProgressBar percent={Math.round(vm.progress * 100)} />
            <p className="ck-camera-note">
              {vm.phase === 'compressing' ? '正在压缩照片…' : `正在上传 ${Math.round(vm.progress * 100)}%`}
            </p>
          </div>
        ) : null}

        <div className="ui-actions">
          {vm.phase === 'preview' ? (
            <Button block color="primary" size="large" onClick={() => void vm.capture()}>
              拍照
            </Button>
          ) : null}
          {vm.photo ? (
            <>
              <Button
                block
                color="primary"
                size="large"
                loading={vm.busy}
                disabled={vm.busy}
                onClick={() => void onSubmit()}
              >
                上传照片
              </Button>
              <Button block size="large" disabled={vm.busy} onClick={() => void vm.retake()}>
                重拍
              </Button>
            </>
          ) : null}
          {!vm.photo && vm.phase !== 'preview' && vm.phase !== 'opening' ? (
            <Button block color="primary" size="large" onClick={() => void vm.pick()}>
              拍照或从相册选择
            </Button>
          ) : null}
          {vm.phase === 'preview' ? (
            <Button block fill="none" onClick={() => void vm.pick()}>
              从相册选择
            </Button>
          ) : null}
        </div>
      </main>
    </div>
  );
}

export default observer(TakePhotoPage);
