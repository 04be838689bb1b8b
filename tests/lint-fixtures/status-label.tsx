// Issue 23: a journey's state label written outside the journeys (lines 2–5).
export const a = '已录取';
export const b = { text: `待审核` };
export const c = () => <span>已缴费</span>;
export const d = (paid: boolean) => (paid ? '已缴费' : '待支付');
export const ok = ['审核通过，等待录取结果', '录取结果将于 明天 公布', '恭喜您，已被录取'];
