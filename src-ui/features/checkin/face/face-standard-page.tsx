import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { PageHeader } from '@ui/kit/page-header';
import { TAKE_PHOTO_ROUTE } from './face-routes';
import '@ui/kit/layout/layout.css';
import '@ui/features/checkin/shared/checkin.css';

export const PHOTO_REQUIREMENTS = [
  { title: '背景纯色', text: '白色或浅色墙面，背景中无其他人和杂物' },
  { title: '不戴眼镜、帽子', text: '露出额头和双耳，头发不遮挡眉毛和眼睛' },
  { title: '面部充满取景框', text: '正对镜头，面部位于虚线框内，表情自然' },
  { title: '光线充足', text: '面部光照均匀，无阴影、无逆光、不过曝' },
] as const;

export const CONSENT_TEXT = '我同意学校采集本人照片，仅用于新生报到的身份核验';

/** /orientation/humanface/faceStandard: the photo requirements and the consent line. */
export default function FaceStandardPage() {
  const [agreed, setAgreed] = useState(false);
  const [, navigate] = useLocation();
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
        <section className="ui-card">
          <Checkbox
            checked={agreed}
            onChange={setAgreed}
            style={{ '--icon-size': '18px', '--font-size': '14px', '--gap': '8px' } as React.CSSProperties}
          >
            {CONSENT_TEXT}
          </Checkbox>
          <Button
            block
            color="primary"
            size="large"
            disabled={!agreed}
            className="ui-mt-16"
            onClick={() => navigate(TAKE_PHOTO_ROUTE)}
          >
            开始拍摄
          </Button>
          {!agreed ? <p className="ui-muted ck-consent-hint">请先勾选同意后再拍摄</p> : null}
        </section>
      </main>
    </div>
  );
}
