import type { ReactNode } from 'react';

/** One labelled balance; fixed height so the skeleton and the number take the same room. */
export function BalanceRow({
  label,
  value,
  testId,
  tag,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  tag?: ReactNode;
}) {
  return (
    <li className="row justify-between min-h-32 gap-8">
      <span>
        {label}
        {tag}
      </span>
      <strong data-testid={testId} className="tabular">
        {value}
      </strong>
    </li>
  );
}
