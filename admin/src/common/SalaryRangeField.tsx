import { Typography } from '@mui/material';
import { type FieldProps, useRecordContext, useTranslate } from 'react-admin';

const millions = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** Salaries show in millions of yen, rounded down to two decimals. */
const inMillions = (yen: number) => millions.format(Math.floor(yen / 10_000) / 100);

/** A job's yearly salary range, worded like the public site ("or more", "Up to"). */
export function SalaryRangeField({ emptyText }: Partial<FieldProps>) {
  const record = useRecordContext<{ salary_min?: number | null; salary_max?: number | null }>();
  const translate = useTranslate();
  const min = record?.salary_min;
  const max = record?.salary_max;
  if (min == null && max == null) return emptyText ?? null;
  const text =
    min != null && max != null
      ? translate('shigoto.salary.range', { min: inMillions(min), max: inMillions(max) })
      : min != null
        ? translate('shigoto.salary.or_more', { min: inMillions(min) })
        : translate('shigoto.salary.up_to', { max: inMillions(max!) });
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Typography>
  );
}
