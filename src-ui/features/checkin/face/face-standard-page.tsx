import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Input from 'antd-mobile/es/components/input';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useViewModel } from '@ui/di';
import { PageHeader } from '@ui/kit/page-header';
import { FACE_ROUTE, TAKE_PHOTO_ROUTE } from './face-routes';
import { IdentityVm } from './identity.vm';
import '@ui/kit/layout/layout.css';
import '@ui/features/checkin/shared/checkin.css';

export const PHOTO_REQUIREMENTS = [
  { title: '背景纯色', text: '白色或浅色墙面，背景中无其他人和杂物' },
  { title: '不戴眼镜、帽子', text: '露出额头和双耳，头发不遮挡眉毛和眼睛' },
  { title: '面部充满取景框', text: '正对镜头，面部位于虚线框内，表情自然' },
  { title: '光线充足', text: '面部光照均匀，无阴影、无逆光、不过曝' },
] as const;

export const CONSENT_TEXT = '我同意学校采集本人照片，仅用于新生报到的身份核验';
const BOX = { '--icon-size': '18px', '--font-size': '14px', '--gap': '8px' } as React.CSSProperties;

/**
 * /orientation/humanface/faceStandard: the photo requirements and the separate face consent (and,
 * under 14 by the ID number, the guardian's), recorded with their text version before the camera
 * opens; or 到校现场核验 instead of a photo.
 */
function FaceStandardPage() {
  const vm = useViewModel(IdentityVm);
  const [, navigate] = useLocation();
  useEffect(() => void vm.load(), [vm]);
  const s = vm.state;
  return (
    <div className="ui-page">
      <PageHeader />
      <main className="ui-page-main">
        <section className="ui-card">
          <h2 className="ck-standard-title">拍摄要求</h2>
          <ol className="ck-standard-list">
            {PHOTO_REQUIREMENTS.map((r) => (
              <li key={r.title} className="ck-standard-item">
                <strong className="ck-standard-name">{r.title}</strong>
                <div className="ui-muted">{r.text}</div>
              </li>
            ))}
          </ol>
        </section>
        <section className="ui-card" aria-label="人脸信息处理单独同意">
          {s ? (
            <>
              <h3 className="ck-section-title">{s.texts.face.title}</h3>
              <p className="ui-muted" data-testid="face-consent-text">
                {s.texts.face.text}
              </p>
            </>
          ) : null}
          <Checkbox checked={vm.faceAgreed} onChange={vm.setFaceAgreed} style={BOX}>
            {CONSENT_TEXT}
          </Checkbox>
          {s && vm.needsGuardian ? (
            <div className="ui-mt-16" role="group" aria-label="监护人同意">
              <h3 className="ck-section-title">{s.texts.guardian.title}</h3>
              <p className="ui-muted">{s.texts.guardian.text}</p>
              <label htmlFor="guardian-name">监护人姓名</label>
              <Input
                id="guardian-name"
                placeholder="监护人姓名"
                value={vm.guardianName}
                onChange={vm.setGuardianName}
                maxLength={32}
              />
              <label htmlFor="guardian-relation">与学生关系</label>
              <Input
                id="guardian-relation"
                placeholder="与学生关系（如父亲、母亲）"
                value={vm.guardianRelation}
                onChange={vm.setGuardianRelation}
                maxLength={16}
              />
              <Checkbox checked={vm.guardianAgreed} onChange={vm.setGuardianAgreed} style={BOX}>
                我是该学生的监护人，同意学校处理其人脸照片
              </Checkbox>
            </div>
          ) : null}
          {vm.error ? (
            <p role="alert" className="ck-reject">
              {vm.error}
            </p>
          ) : null}
          <Button
            block
            color="primary"
            size="large"
            disabled={!vm.canTakePhoto}
            loading={vm.busy}
            className="ui-mt-16"
            onClick={async () => {
              if (await vm.consentAndChoosePhoto()) navigate(TAKE_PHOTO_ROUTE);
            }}
          >
            开始拍摄
          </Button>
          {!vm.faceAgreed ? <p className="ui-muted ck-consent-hint">请先勾选同意后再拍摄</p> : null}
          {vm.status === 'error' ? (
            <Button block fill="none" onClick={() => void vm.load()}>
              重新加载
            </Button>
          ) : null}
        </section>
        {/* 报到设置 may turn 到校现场核验 off: then the photo is the only way. */}
        {s?.onsiteAllowed === false ? null : (
          <section className="ui-card" aria-label="到校现场核验">
            <h3 className="ck-section-title">不想上传人脸照片？</h3>
            <p className="ui-muted">{s?.texts.onsite ?? '可以改为到校现场核验：报到时由老师查验身份证。'}</p>
            <Button
              block
              size="large"
              disabled={!s || vm.busy}
              onClick={async () => {
                if (await vm.chooseOnsite()) navigate(FACE_ROUTE);
              }}
            >
              改为到校现场核验
            </Button>
          </section>
        )}
      </main>
    </div>
  );
}

export default observer(FaceStandardPage);
