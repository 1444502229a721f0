import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/Send';
import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { API_URL, authorizedFetch } from '../session';
import { ActionButton } from '../common/ActionButton';
import { failureMessage } from '../common/failureMessage';

interface Progress {
  state: 'sending' | 'paused' | 'done' | null;
  total: number;
  sent: number;
  failed: number;
  left: number;
}

type Action = 'start' | 'pause' | 'resume' | 'retry_failed';
/** Actions that reach subscribers ask first. */
const CONFIRMED: Action[] = ['start', 'retry_failed'];
const POLL_MS = 1000;

/** The send of the issue: start it, watch it (polled every second while sending), pause, resume, retry failures. */
export function NewsletterSendPanel() {
  const record = useRecordContext<{ id: number; published: boolean; sent_at: string | null }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [asking, setAsking] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const url = record ? `${API_URL}/newsletters/${record.id}/send` : null;

  const load = useCallback(async () => {
    if (!url) return;
    const { json } = await authorizedFetch(url);
    setProgress(json as Progress);
  }, [url]);

  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);

  useEffect(() => {
    if (progress?.state !== 'sending') return;
    const timer = setInterval(() => void load().catch(() => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [progress?.state, load]);

  async function run(action: Action) {
    if (!url) return;
    setBusy(true);
    try {
      const { json } = await authorizedFetch(url, { method: 'POST', body: JSON.stringify({ action }) });
      setProgress(json as Progress);
      notify(`shigoto.newsletters.send.done.${action}`, { type: 'info' });
      if (action === 'start') refresh();
    } catch (error) {
      notify(failureMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  const ask = (action: Action) => (CONFIRMED.includes(action) ? setAsking(action) : void run(action));
  if (!record || !progress) return null;
  const finished = progress.sent + progress.failed;
  const percent = progress.total ? Math.round((finished / progress.total) * 100) : progress.state === 'done' ? 100 : 0;

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate('shigoto.newsletters.send.title')}
          </Typography>
          {progress.state === null ? (
            <Typography variant="body2" color="text.secondary">
              {translate(
                record.sent_at ? 'shigoto.newsletters.send.sent_before' : record.published ? 'shigoto.newsletters.send.not_started' : 'shigoto.newsletters.send.publish_first',
              )}
            </Typography>
          ) : (
            <Box>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {translate(`shigoto.newsletters.send_states.${progress.state}`)} · {percent} %
                </Typography>
                <Typography variant="body2" color="text.secondary" data-testid="send-counters">
                  {translate('shigoto.newsletters.send.counters', { sent: progress.sent, failed: progress.failed, left: progress.left })}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={percent}
                color={progress.failed ? 'warning' : 'primary'}
                aria-label={translate('shigoto.newsletters.send.progress')}
                sx={{ height: 10, borderRadius: 5 }}
              />
            </Box>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {progress.state === null && !record.sent_at && (
              <ActionButton variant="contained" label="shigoto.newsletters.send.start" onClick={() => ask('start')} disabled={busy || !record.published}>
                <SendIcon />
              </ActionButton>
            )}
            {progress.state === 'sending' && (
              <ActionButton variant="outlined" label="shigoto.newsletters.send.pause" onClick={() => ask('pause')} disabled={busy}>
                <PauseIcon />
              </ActionButton>
            )}
            {progress.state === 'paused' && (
              <ActionButton variant="contained" label="shigoto.newsletters.send.resume" onClick={() => ask('resume')} disabled={busy}>
                <PlayArrowIcon />
              </ActionButton>
            )}
            {progress.state !== null && progress.state !== 'sending' && progress.failed > 0 && (
              <ActionButton variant="outlined" label="shigoto.newsletters.send.retry_failed" onClick={() => ask('retry_failed')} disabled={busy}>
                <ReplayIcon />
              </ActionButton>
            )}
          </Box>
        </Stack>
      </CardContent>
      <Confirm
        isOpen={asking !== null}
        loading={busy}
        title={`shigoto.newsletters.send.confirm.${asking ?? 'start'}.title`}
        content={`shigoto.newsletters.send.confirm.${asking ?? 'start'}.content`}
        translateOptions={{ failed: progress.failed, smart_count: progress.total }}
        onConfirm={() => asking && void run(asking)}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}
