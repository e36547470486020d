/** The product's one loading state: a spinner with 'Loading ...'. */
export function LoadingSpinner({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'loading loading--page' : 'loading'} role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden />
      <span className="loading__text">Loading ...</span>
    </div>
  );
}
