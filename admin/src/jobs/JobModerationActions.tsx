import ApproveIcon from '@mui/icons-material/CheckCircleOutlined';
import RejectIcon from '@mui/icons-material/BlockOutlined';
import PublishIcon from '@mui/icons-material/Public';
import UnpublishIcon from '@mui/icons-material/PublicOff';
import FeatureIcon from '@mui/icons-material/Star';
import UnfeatureIcon from '@mui/icons-material/StarBorder';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, DeleteWithConfirmButton, EditButton, TopToolbar, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { ReasonDialogButton } from '../common/ReasonDialogButton';
import { useSaved } from '../common/useSaved';
import type { ModeratedJob } from './moderation';
import { ConfirmedUpdateButton } from '../common/ConfirmedUpdateButton';

interface ButtonStyle {
  colour: 'success' | 'error' | 'secondary';
  variant: 'contained' | 'outlined' | 'text';
}

interface ModerationAction {
  /** Labels live under `shigoto.jobs.moderation.<name>`. */
  name: 'approve' | 'reject' | 'publish' | 'close' | 'reopen' | 'feature' | 'unfeature';
  changes: Partial<ModeratedJob>;
  /** Whether the action means anything for the job as it stands. */
  appliesTo: (job: ModeratedJob) => boolean;
  icon: ReactElement;
  /** The approval decisions stand out; the other changes are plain text buttons. */
  style?: ButtonStyle;
  /** The record's field for the reason a dialog asks for (a rejection is explained to the submitter). */
  reasonSource?: 'rejection_reason';
}

const PLAIN: ButtonStyle = { colour: 'secondary', variant: 'text' };

const MODERATION_ACTIONS: ModerationAction[] = [
  // A decision can be revised: a rejected job can still be approved and an approved one rejected.
  {
    name: 'approve',
    changes: { approval_state: 'approved' },
    appliesTo: (job) => job.approval_state !== 'approved',
    icon: <ApproveIcon />,
    style: { colour: 'success', variant: 'contained' },
  },
  {
    name: 'reject',
    changes: { approval_state: 'rejected' },
    appliesTo: (job) => job.approval_state !== 'rejected',
    icon: <RejectIcon />,
    style: { colour: 'error', variant: 'outlined' },
    reasonSource: 'rejection_reason',
  },
  // Only approved jobs go live from here: publishing must not become a way round the review.
  // A job that was closed is reopened (it keeps its first publication date); one never published is published.
  {
    name: 'publish',
    changes: { published: true },
    appliesTo: (job) => !job.published && job.approval_state === 'approved' && !job.closed_at,
    icon: <PublishIcon />,
  },
  {
    name: 'reopen',
    changes: { published: true },
    appliesTo: (job) => !job.published && job.approval_state === 'approved' && !!job.closed_at,
    icon: <PublishIcon />,
  },
  {
    name: 'close',
    changes: { published: false },
    appliesTo: (job) => job.published,
    icon: <UnpublishIcon />,
  },
  // Featuring highlights a job on the public site, which only a published job is on.
  {
    name: 'feature',
    changes: { featured: true },
    appliesTo: (job) => !job.featured && job.published,
    icon: <FeatureIcon />,
  },
  {
    name: 'unfeature',
    changes: { featured: false },
    appliesTo: (job) => job.featured,
    icon: <UnfeatureIcon />,
  },
];

/**
 * react-admin's confirm-first update button paints every variant in the primary colour (and its
 * hover hides a text button's label), so the colours are set here.
 */
function buttonColours({ colour, variant }: ButtonStyle): SxProps<Theme> {
  return ({ palette }) => {
    const { main, dark, contrastText } = palette[colour];
    return variant === 'contained'
      ? { color: contrastText, bgcolor: main, '&:hover': { bgcolor: dark } }
      : { color: main, '&:hover': { bgcolor: alpha(main, 0.08) } };
  };
}

/**
 * One moderation change, confirmed first and shown once the API has saved it: approving or
 * rejecting e-mails the submitter, so there is nothing to undo.
 */
function ModerationButton({ action, job }: { action: ModerationAction; job: ModeratedJob }) {
  const key = `shigoto.jobs.moderation.${action.name}`;
  const onSuccess = useSaved(`${key}.done`);
  const translate = useTranslate();
  // Approving a new company's first job is the review of the company too: the dialog says it goes public.
  const newCompany = action.name === 'approve' && job.company_published === false;
  const style = action.style ?? PLAIN;
  if (action.reasonSource) {
    return <ReasonDialogButton textKey={key} icon={action.icon} colour={style.colour} variant={style.variant} reasonSource={action.reasonSource} reasonRequired changes={action.changes} />;
  }
  return (
    <ConfirmedUpdateButton
      data={action.changes}
      label={`${key}.label`}
      confirmTitle={`${key}.confirm_title`}
      confirmContent={
        newCompany ? `${translate(`${key}.confirm_content`)} ${translate(`${key}.new_company`, { company: job.company_name ?? '' })}` : `${key}.confirm_content`
      }
      onSuccess={onSuccess}
      icon={action.icon}
      variant={style.variant}
      sx={buttonColours(style)}
    />
  );
}

const DELETE_KEY = 'shigoto.jobs.moderation.delete';

/**
 * Deleting keeps the row for the record; the job leaves the site and every list, so the console
 * goes back to the list (a success handler of our own replaces react-admin's redirect).
 */
function DeleteJobButton() {
  const redirect = useRedirect();
  const onSuccess = useSaved(`${DELETE_KEY}.done`, () => redirect('list', 'jobs'));
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      label={`${DELETE_KEY}.label`}
      confirmTitle={`${DELETE_KEY}.confirm_title`}
      confirmContent={`${DELETE_KEY}.confirm_content`}
      mutationOptions={{ onSuccess }}
    />
  );
}

/** The job's page on the public site, in a new tab; only a job on the board has one. */
function ViewOnSiteButton({ url }: { url: string }) {
  return (
    <Button component="a" href={url} target="_blank" rel="noopener noreferrer" label="shigoto.jobs.view_on_site">
      <OpenInNewIcon />
    </Button>
  );
}

/** The job page's toolbar: the site link, editing, and the moderation changes that apply to the job as it stands. */
export function JobModerationActions() {
  const job = useRecordContext<ModeratedJob>();
  if (!job) return null;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {job.public_url && <ViewOnSiteButton url={job.public_url} />}
      {!job.is_deleted && <EditButton />}
      {MODERATION_ACTIONS.filter((action) => action.appliesTo(job)).map((action) => (
        <ModerationButton key={action.name} action={action} job={job} />
      ))}
      {!job.is_deleted && <DeleteJobButton />}
    </TopToolbar>
  );
}
