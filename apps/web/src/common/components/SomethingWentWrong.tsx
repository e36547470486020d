import { WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';

/** Generic warning for a part of the page that failed to load. */
export function SomethingWentWrong({ onRetry }: { onRetry?: () => void }) {
  const navigate = useNavigate();
  return (
    <div className="something-went-wrong" role="alert">
      <WarningOutlined className="something-went-wrong__icon" aria-hidden />
      <h3>Something went wrong</h3>
      <p>Please try again later</p>
      <div className="something-went-wrong__actions">
        {onRetry ? (
          <Button type="primary" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
        <Button onClick={() => navigate(-1)}>Go back</Button>
      </div>
    </div>
  );
}
