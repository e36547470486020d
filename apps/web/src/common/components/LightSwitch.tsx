/**
 * A small on/off switch (role="switch") drawn with CSS, for page toolbars that must paint with little
 * JavaScript: antd's Switch and its styles cost the literature search page 2.6 kB gzip of its first download.
 * Label it with a `<label htmlFor={id}>` (a button is labelable) or `aria-label`.
 */
export function LightSwitch({
  id,
  checked,
  onChange,
  'aria-label': ariaLabel,
}: {
  id?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  'aria-label'?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-label={ariaLabel}
      className={checked ? 'light-switch light-switch--on' : 'light-switch'}
      onClick={() => onChange(!checked)}
    >
      <span className="light-switch__handle" aria-hidden />
    </button>
  );
}
