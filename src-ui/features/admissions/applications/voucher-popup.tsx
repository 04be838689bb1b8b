import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { formatFileSize } from '@domain/files/file-size';
import { uploadViolation } from '@domain/files/upload';
import { useToast } from '@ui/kit/toast';
import type { ApplyListVm } from './apply-list.vm';
import { PayeeDetails } from './payee-details';
import '@ui/kit/layout/layout.css';

/** Upload a payment voucher (transfer receipt): limits and toasts of spec section 5, per-file progress. */
export const VoucherPopup = observer(function VoucherPopup({ vm }: { vm: ApplyListVm }) {
  const toast = useToast();
  const [files, setFiles] = useState<File[]>([]);
  const add = (picked: File[]) => {
    const v = uploadViolation(files.length, picked);
    if (v) toast(v.message);
    else setFiles([...files, ...picked]);
  };
  // Image vouchers are previewed before they are sent (object URLs, released when the list changes).
  const previews = useMemo(
    () =>
      files.map((f) =>
        f.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
          ? URL.createObjectURL(f)
          : null,
      ),
    [files],
  );
  useEffect(() => () => previews.forEach((u) => u && URL.revokeObjectURL(u)), [previews]);
  const close = () => {
    vm.closeVoucher();
    setFiles([]);
  };
  return (
    <Popup
      visible={vm.voucherFor !== null}
      onMaskClick={close}
      bodyStyle={{ borderRadius: '12px 12px 0 0', padding: 16, maxHeight: '90vh', overflowY: 'auto' }}
    >
      <h2 className="zs-section-title">线下缴费</h2>
      {vm.voucherItem?.offlinePayee ? <PayeeDetails payee={vm.voucherItem.offlinePayee} /> : null}
      <h3 className="zs-section-title ui-mt-12">上传缴费凭证</h3>
      <p className="zs-muted ui-mt-0">转账后请上传银行转账或缴费回单的照片，学校审核通过后即视为已缴费。</p>
      <label
        className="adm-button adm-button-default adm-button-block"
        style={{ display: 'block', textAlign: 'center', padding: '8px 0' }}
      >
        选择图片或文件
        <input
          type="file"
          accept="image/*,application/pdf"
          multiple
          hidden
          aria-label="选择缴费凭证"
          onChange={(e) => {
            add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </label>
      <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0' }} aria-label="已选择的凭证">
        {files.map((f, i) => (
          <li key={f.name} className="ui-py-6">
            {previews[i] ? (
              <img
                src={previews[i]!}
                alt={`凭证预览：${f.name}`}
                style={{
                  display: 'block',
                  maxWidth: '100%',
                  maxHeight: 160,
                  objectFit: 'contain',
                  marginBottom: 4,
                }}
              />
            ) : null}
            <div className="zs-row">
              <span className="zs-ellipsis">{f.name}</span>
              <span className="zs-muted ui-flex-none">{formatFileSize(f.size)}</span>
            </div>
            {vm.voucherBusy ? <ProgressBar percent={vm.voucherProgress[f.name] ?? 0} /> : null}
          </li>
        ))}
      </ul>
      <div className="ui-flex-gap-12">
        <Button className="ui-grow" onClick={close} disabled={vm.voucherBusy}>
          取消
        </Button>
        <Button
          className="ui-grow"
          color="primary"
          loading={vm.voucherBusy}
          loadingText="上传中"
          disabled={!files.length || vm.voucherBusy}
          onClick={async () => {
            if (await vm.submitVoucher(files)) {
              setFiles([]);
              toast('凭证已提交，请等待审核');
            }
          }}
        >
          提交凭证
        </Button>
      </div>
    </Popup>
  );
});
