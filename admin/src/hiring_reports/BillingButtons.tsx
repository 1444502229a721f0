import InvoiceIcon from '@mui/icons-material/ReceiptLongOutlined';
import PaidIcon from '@mui/icons-material/PaidOutlined';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmedUpdateButton } from '../common/ConfirmedUpdateButton';

export interface HireReport {
  id: number;
  full_name: string;
  invoiced_at: string | null;
  paid_at: string | null;
}

/** One billing step, confirmed first: it is recorded once and cannot be undone from the console. */
function BillingButton({ step }: { step: 'invoiced' | 'paid' }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const key = `shigoto.hiring_reports.mark_${step}`;
  return (
    <ConfirmedUpdateButton
      data={{ [step]: true }}
      label={`${key}.label`}
      confirmTitle={`${key}.confirm_title`}
      confirmContent={`${key}.confirm_content`}
      icon={step === 'invoiced' ? <InvoiceIcon /> : <PaidIcon />}
      onSuccess={() => {
        notify(`${key}.done`, { type: 'success' });
        refresh();
      }}
    />
  );
}

/** The fee's next step: invoiced, then paid. */
export function BillingButtons() {
  const report = useRecordContext<HireReport>();
  if (!report) return null;
  if (!report.invoiced_at) return <BillingButton step="invoiced" />;
  if (!report.paid_at) return <BillingButton step="paid" />;
  return null;
}
