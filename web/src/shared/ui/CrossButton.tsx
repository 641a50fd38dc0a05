/** A ✕ button: its label says what it closes or removes (the cross itself is hidden from screen readers). */
export function CrossButton({ label, onClick, className }: { label: string; onClick(): void; className: string }) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <span aria-hidden="true">✕</span>
    </button>
  );
}
