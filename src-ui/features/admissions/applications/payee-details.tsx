import Button from 'antd-mobile/es/components/button';
import type { OfflinePayee } from '@domain/ports/applications-gateway';
import { useToast } from '@ui/kit/toast';
import { copyText } from '@ui/kit/clipboard/copy-text';
import { formatFee } from '../shared/format';

/**
 * Where to pay off-line (issue 23): the school's payee, bank and account, the amount and the
 * reference to write on the transfer, each with 复制 so it can be pasted into a banking app.
 */
export function PayeeDetails({ payee }: { payee: OfflinePayee }) {
  const toast = useToast();
  const known = payee.payee && payee.account;
  const rows: [label: string, value: string][] = [
    ['收款单位', payee.payee],
    ['开户银行', payee.bank],
    ['银行账号', payee.account],
    ['缴费金额', formatFee(payee.amount)],
    ['转账附言', payee.reference],
  ];
  return (
    <section aria-label="线下缴费信息" className="zs-payee">
      {known ? (
        <p className="zs-muted ui-mt-0">请按以下信息转账，附言填写“{payee.reference}”，以便学校核对。</p>
      ) : (
        <p className="zs-muted ui-mt-0">学校尚未公布收款账户，请通过咨询电话向学校确认后再转账。</p>
      )}
      <dl className="ui-m0">
        {rows
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <div key={label} className="zs-row" style={{ alignItems: 'center', minHeight: 44, gap: 8 }}>
              <dt className="zs-muted ui-flex-none" style={{ width: 64 }}>
                {label}
              </dt>
              {/* A <dl> group holds only <dt> and <dd> (axe definition-list): 复制 sits in the <dd>. */}
              <dd className="ui-m0 zs-row" style={{ flex: 1, minWidth: 0, alignItems: 'center', gap: 8 }}>
                <span className="zs-wrap" style={{ flex: 1, minWidth: 0, fontWeight: 500 }}>
                  {value}
                </span>
                <Button
                  size="small"
                  fill="outline"
                  color="primary"
                  style={{ minHeight: 44, minWidth: 44 }}
                  aria-label={`复制${label}`}
                  onClick={async () =>
                    toast(
                      (await copyText(value.replace(/^¥/, '')))
                        ? `${label}已复制`
                        : '复制失败，请长按选择文字',
                    )
                  }
                >
                  复制
                </Button>
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
