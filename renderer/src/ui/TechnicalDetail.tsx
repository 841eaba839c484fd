import { useT } from '../i18n';
import './TechnicalDetail.css';

/**
 * The technical line under a sentence written for teachers: the system's own words (an error code
 * such as ETIMEDOUT, a path, what a file's reader found wrong) for IT staff, labelled so a teacher
 * knows it is there to pass on, not to read. Nothing when there is no detail.
 */
export function TechnicalDetail({
  detail,
  inline = false,
}: {
  detail: string | undefined;
  inline?: boolean;
}) {
  const t = useT();
  if (!detail) return null;
  const text = t('common.technicalDetail', { detail });
  // Inside a table cell or a definition the line is a span (a block by its style), so the markup stays valid.
  return inline ? (
    <span className="kq-technical-detail" data-testid="technical-detail">
      {text}
    </span>
  ) : (
    <p className="kq-technical-detail" data-testid="technical-detail">
      {text}
    </p>
  );
}
