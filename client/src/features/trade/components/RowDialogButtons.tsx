import { RowButton } from '../../../components/lists/RowButton';

interface DialogButton {
  label: string;
  variant: 'primary' | 'outline-primary' | 'outline-secondary' | 'outline-danger';
  onClick: () => void;
}

/** A list row's buttons, each opening a dialog about the row's record (which screen readers hear after the label). */
export function RowDialogButtons({ record, buttons }: { record: string; buttons: readonly DialogButton[] }) {
  return (
    <div className="d-flex flex-wrap gap-2">
      {buttons.map((button) => (
        <RowButton
          key={button.label}
          aria-haspopup="dialog"
          variant={button.variant}
          record={record}
          onClick={button.onClick}
        >
          {button.label}
        </RowButton>
      ))}
    </div>
  );
}
