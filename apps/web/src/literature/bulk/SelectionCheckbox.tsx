/**
 * The bulk-selection checkbox before a literature hit (catalogers). A native checkbox: keyboard reachable as
 * it is, and light enough for the search page's first download (antd's Checkbox is not).
 */
export function SelectionCheckbox({
  title,
  checked,
  onChange,
}: {
  /** The paper's title, for the label 'Select "<title>"'. */
  title: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <span className="bulk-checkbox">
      <input
        type="checkbox"
        aria-label={`Select "${title}"`}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </span>
  );
}
