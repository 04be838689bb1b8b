import Button from 'antd-mobile/es/components/button';
import { pageCount } from '@domain/staff/queue';

export function Pager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="staff-pager" aria-label="分页">
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </Button>
      <span>
        第 {page} / {pages} 页，共 {total} 条
      </span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </Button>
    </nav>
  );
}
