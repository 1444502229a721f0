import { useState, type MouseEvent, type ReactElement } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { Confirm, useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate, useUpdateController } from 'react-admin';
import { ActionButton } from './ActionButton';

interface ConfirmedUpdateButtonProps {
  /** The changes sent to the API once confirmed. */
  data: Record<string, unknown>;
  label: string;
  /** Translation keys or texts; `%{recordRepresentation}` and `%{name}` name the record and its kind. */
  confirmTitle: string;
  confirmContent: string;
  icon: ReactElement;
  /** After the API has saved the change. */
  onSuccess: () => void;
  variant?: 'text' | 'outlined' | 'contained';
  sx?: SxProps<Theme>;
}

/**
 * react-admin's UpdateWithConfirmButton with its label on every screen (see ActionButton): the
 * change is asked to be confirmed, sent once confirmed (pessimistically: the dialog stays until
 * the API answers), and an error is reported by react-admin's usual notification.
 */
export function ConfirmedUpdateButton({ data, label, confirmTitle, confirmContent, icon, onSuccess, variant, sx }: ConfirmedUpdateButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const representation = useGetRecordRepresentation(resource)(record);
  const { handleUpdate, isPending } = useUpdateController({
    mutationMode: 'pessimistic',
    mutationOptions: { onSuccess, onSettled: () => setOpen(false) },
  });
  const options = {
    recordRepresentation: typeof representation === 'string' ? representation : `#${record?.id}`,
    name: translate(`resources.${resource}.name`, { smart_count: 1, _: resource }),
  };
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <>
      <ActionButton
        label={label}
        variant={variant}
        sx={sx}
        disabled={isPending}
        onClick={(event) => {
          stop(event);
          setOpen(true);
        }}
      >
        {icon}
      </ActionButton>
      <Confirm
        isOpen={isOpen}
        loading={isPending}
        title={confirmTitle}
        content={confirmContent}
        titleTranslateOptions={options}
        contentTranslateOptions={options}
        onConfirm={(event: MouseEvent) => {
          stop(event);
          handleUpdate(data);
        }}
        onClose={(event: MouseEvent) => {
          stop(event);
          setOpen(false);
        }}
      />
    </>
  );
}
