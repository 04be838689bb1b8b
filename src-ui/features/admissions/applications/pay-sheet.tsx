import { observer } from 'mobx-react-lite';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { CONTINUE_IN_WECHAT } from '@domain/payment/pay-choices';
import { CopyLinkButton } from '../shared/copy-link-button';
import { LazyQr } from '../shared/lazy-qr';
import type { ApplyListVm } from './apply-list.vm';

const SHEET = { borderRadius: '12px 12px 0 0', padding: 16 };

/** What continuing in WeChat does, said before the parent taps it (issue 23, defect 4). */
const CONTINUE_TEXT = {
  'copy-link': {
    action: '复制链接，到微信中缴费',
    hint: '复制本页链接，在微信中打开后用微信支付，适合本浏览器无法完成支付时使用。',
  },
  'scan-qr': {
    action: '用手机微信扫码缴费',
    hint: '电脑上不能微信支付：显示本页二维码，用手机微信扫码打开后缴费。',
  },
} as const;

/**
 * 选择缴费方式: this runtime's one 微信支付 (payChoices) and, outside WeChat, continuing in WeChat
 * as a described secondary action.
 */
export const PaySheet = observer(function PaySheet({ vm }: { vm: ApplyListVm }) {
  const r = vm.choosingItem;
  const methods = r ? vm.onlineMethodsFor(r) : [];
  const mode = r ? vm.continueFor(r) : null;
  return (
    <Popup visible={r !== null} onMaskClick={vm.closeChoice} bodyStyle={SHEET}>
      <h2 className="zs-section-title">选择缴费方式</h2>
      {methods.length ? (
        <div className="ui-flex-gap-12" role="group" aria-label="缴费方式">
          {methods.map((m, i) => (
            <Button
              key={m.id}
              className="ui-grow"
              color={i === 0 ? 'primary' : 'default'}
              style={{ minHeight: 44 }}
              onClick={() => {
                if (r) void vm.pay(r.registrationId, m.id);
              }}
            >
              {m.label}
            </Button>
          ))}
        </div>
      ) : (
        <p className="zs-muted ui-mt-0">学校未开通在手机浏览器中微信支付，请到微信中缴费。</p>
      )}
      {r && mode ? (
        <section aria-label="在微信中缴费" style={{ marginTop: 16 }}>
          <Button
            block
            fill="outline"
            style={{ minHeight: 44 }}
            onClick={() => void vm.pay(r.registrationId, CONTINUE_IN_WECHAT)}
          >
            {CONTINUE_TEXT[mode].action}
          </Button>
          <p className="zs-muted zs-wrap" style={{ margin: '8px 0 0' }}>
            {CONTINUE_TEXT[mode].hint}
          </p>
        </section>
      ) : null}
    </Popup>
  );
});

/**
 * Continuing in WeChat: on a phone, the link to copy and the steps to open it in WeChat on the same
 * phone (no QR code, which would need a second phone); on a computer, a QR code for the phone.
 */
export const ContinueInWechatPopup = observer(function ContinueInWechatPopup({ vm }: { vm: ApplyListVm }) {
  const c = vm.continueInWechat;
  const item = c ? vm.items.find((x) => x.registrationId === c.registrationId) : undefined;
  return (
    <Popup visible={c !== null} onMaskClick={vm.closeContinue} bodyStyle={SHEET}>
      <h2 className="zs-section-title">在微信中缴费</h2>
      {c?.mode === 'scan-qr' ? (
        <>
          <p className="zs-muted ui-mt-0">请用手机微信扫描下方二维码，打开本页面后完成缴费。</p>
          <LazyQr value={c.url} label="在微信中打开本页的二维码" />
          <CopyLinkButton url={c.url} />
        </>
      ) : c ? (
        <>
          <ol className="zs-wrap" style={{ paddingLeft: 20, margin: '0 0 8px' }}>
            <li>点击下方“复制链接”；</li>
            <li>打开微信，把链接粘贴到任一聊天（如“文件传输助手”）中并点开；</li>
            <li>用报名时的手机号登录，在“我的报名”中点“去缴费”完成微信支付。</li>
          </ol>
          <CopyLinkButton url={c.url} failed="复制失败，请手动复制浏览器地址栏中的链接" />
        </>
      ) : null}
      <div className="ui-flex-gap-12">
        <Button className="ui-grow" onClick={vm.closeContinue}>
          关闭
        </Button>
        {item && vm.canUploadVoucher(item) ? (
          <Button className="ui-grow" color="primary" onClick={() => vm.openVoucher(item.registrationId)}>
            上传缴费凭证
          </Button>
        ) : null}
      </div>
    </Popup>
  );
});
