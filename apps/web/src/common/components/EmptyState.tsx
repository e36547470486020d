import { InboxOutlined } from '@ant-design/icons';

/** '0 Results', '0 References', '0 Figures' …: a list with no data. */
export function EmptyState({ noun }: { noun: string }) {
  return (
    <div className="empty-state">
      <InboxOutlined className="empty-state__icon" aria-hidden />
      <p className="empty-state__text">0 {noun}</p>
    </div>
  );
}
