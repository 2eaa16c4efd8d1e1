import { Link } from 'react-router-dom';
import { errorPageText } from '../lib/error-pages';

/** An error's title, words and the one way on (a link), as the error pages write them. */
export function ErrorNotice({
  type,
  messageClassName = 'lead',
  to,
  linkText,
}: {
  type: string;
  messageClassName?: string;
  to: string;
  linkText: string;
}) {
  const { title, message } = errorPageText(type);
  return (
    <>
      <h1 className="h2">{title}</h1>
      <p className={messageClassName}>{message}</p>
      <Link to={to} className="btn btn-primary">
        {linkText}
      </Link>
    </>
  );
}
