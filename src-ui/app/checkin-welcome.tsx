import '@ui/kit/layout/layout.css';
import '@ui/features/checkin/shared/checkin.css';

/** The check-in entry's welcome card; also painted by the start-up shell, so it is the early LCP. */
export function CheckinWelcome() {
  return (
    <section className="ui-card ck-welcome">
      <h2 className="ck-welcome-title">欢迎新同学</h2>
      <p className="ck-welcome-text">请填写录取时的姓名和身份证号完成报到登记</p>
    </section>
  );
}
