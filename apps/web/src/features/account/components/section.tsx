import type { ReactNode } from 'react';

/** A security-centre section: title, its state on the right, then an optional form opened by a button. */
export function Section({
  id,
  title,
  status,
  children,
}: {
  id: string;
  title: string;
  status: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="card stack" aria-labelledby={`${id}-title`} data-testid={`section-${id}`}>
      <div className="section-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <div className="muted" data-testid={`${id}-status`}>
          {status}
        </div>
      </div>
      {children}
    </section>
  );
}

/** A button that opens or closes the form it controls (disclosure pattern). */
export function ToggleButton({
  open,
  controls,
  label,
  onToggle,
  closeLabel,
}: {
  open: boolean;
  controls: string;
  label: string;
  closeLabel: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={open ? 'btn btn-ghost' : 'btn btn-secondary'}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? closeLabel : label}
    </button>
  );
}
