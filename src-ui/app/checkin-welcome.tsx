import { CARD_STYLE } from '@ui/features/checkin/shared/page-style';

/** The check-in entry's welcome card; also painted by the start-up shell, so it is the early LCP. */
export function CheckinWelcome() {
  return (
    <section style={{ ...CARD_STYLE, background: 'linear-gradient(135deg,#0958d9,#1677ff)', color: '#fff' }}>
      <h2 style={{ margin: 0, fontSize: 20 }}>欢迎新同学</h2>
      <p style={{ margin: '8px 0 0', fontSize: 14 }}>请填写录取时的姓名和身份证号完成报到登记</p>
    </section>
  );
}
