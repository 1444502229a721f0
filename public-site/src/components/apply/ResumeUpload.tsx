'use client';

import { useId, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { RESUME_MAX_BYTES } from '@shigoto/db/enums';
import { interpolate } from '@/lib/format/template';
import type { SavedResume } from './applicant-calls';
import type { ApplyTexts } from './texts';

/** Where the resume is: not sent yet, going up with the application, received, or not received (the file is kept). */
export type ResumeState = 'initial' | 'saving' | 'success' | 'failed';

const ACCEPTED_EXTENSIONS = ['pdf', 'docx'];
const ACCEPTED_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];
const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/** "840 KB", "2.4 MB". */
const fileSize = (bytes: number) => (bytes < MEGABYTE ? `${Math.max(1, Math.round(bytes / KILOBYTE))} KB` : `${(bytes / MEGABYTE).toFixed(1)} MB`);

/**
 * What the browser can tell about a chosen file before anything is sent: its kind by name or type
 * (PDF or DOCX) and its size (up to 5 MB). The server checks what the bytes really are.
 */
export function resumeProblem(file: File, texts: Pick<ApplyTexts, 'resume'>): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!ACCEPTED_EXTENSIONS.includes(extension) && !ACCEPTED_TYPES.includes(file.type)) return interpolate(texts.resume.wrongType, { name: file.name });
  if (file.size > RESUME_MAX_BYTES) return interpolate(texts.resume.tooLarge, { name: file.name, size: (file.size / MEGABYTE).toFixed(1) });
  return null;
}

/** The field's name in the form: the box's file input. */
const RESUME_FIELD = 'resume';

/**
 * A file the seeker chose in the form's resume field before the page's script took the form over
 * (the input then holds it; once taken, the input is emptied, as after every choice).
 */
export function resumeChosenBeforeHydration(form: HTMLFormElement | null): File | null {
  const input = form?.elements.namedItem(RESUME_FIELD);
  if (!(input instanceof HTMLInputElement) || !input.files?.length) return null;
  const chosen = input.files[0];
  input.value = '';
  return chosen;
}

interface ResumeUploadProps {
  file: File | null;
  /** The resume the signed-in seeker keeps in their account: it goes with the application unless a file is chosen. */
  saved: SavedResume | null;
  state: ResumeState;
  /** Upload progress from 0 to 1 while saving. */
  progress: number;
  /** Why the chosen file was refused (by the browser's check or the server). */
  error: string | null;
  texts: ApplyTexts;
  disabled: boolean;
  /** A file the seeker chose or dropped; the form checks it with resumeProblem. */
  onChoose(file: File): void;
}

/**
 * The resume box: drop a file or pick one, see which file goes with the application and how its
 * upload went. A seeker's saved resume shows as already there (the success state) until they
 * choose or drop another file.
 */
export function ResumeUpload({ file, saved: savedResume, state: uploadState, progress, error, texts, disabled, onChoose }: ResumeUploadProps) {
  const { resume } = texts;
  const saved = file ? null : savedResume;
  const state = saved && uploadState === 'initial' ? 'success' : uploadState;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const take = (files: FileList | null) => {
    const chosen = files?.[0];
    if (chosen) onChoose(chosen);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  const percent = Math.round(progress * 100);

  return (
    <Box>
      <Typography component="label" htmlFor={inputId} sx={{ display: 'block', fontWeight: 600, mb: 0.75 }}>
        {resume.label} *
      </Typography>
      <Box
        data-testid="resume-upload"
        data-state={state}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : state === 'success' ? 'success.main' : 'grey.400',
          bgcolor: dragging ? 'action.hover' : 'background.paper',
          borderRadius: 1,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
          position: 'relative',
        }}
      >
        {file ? (
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 1 }} data-testid="resume-file">
            {file.name} ({fileSize(file.size)})
          </Typography>
        ) : saved ? (
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 1 }} data-testid="resume-saved">
            <Box component="span" sx={{ color: 'success.main' }} aria-hidden>
              ✓{' '}
            </Box>
            {interpolate(resume.saved, { name: saved.name })} ({fileSize(saved.size)})
          </Typography>
        ) : (
          <Typography sx={{ mb: 1 }}>{resume.drop}</Typography>
        )}
        {state !== 'saving' && (state !== 'success' || saved) && (
          <Button variant="outlined" disabled={disabled} onClick={() => input.current?.click()}>
            {file ? resume.replace : saved ? resume.useAnother : resume.choose}
          </Button>
        )}
        {/* Reached through the button (keyboard focus stays visible there) or by dropping a file. */}
        <input
          ref={input}
          id={inputId}
          tabIndex={-1}
          type="file"
          name={RESUME_FIELD}
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          disabled={disabled}
          onChange={(event) => {
            take(event.currentTarget.files);
            // The same file chosen again after a refusal is a new choice.
            event.currentTarget.value = '';
          }}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {resume.hint}
        </Typography>
        {state === 'saving' && (
          <Box sx={{ mt: 1.5 }}>
            <LinearProgress variant="determinate" value={percent} aria-label={resume.label} />
            <Typography variant="body2" sx={{ mt: 0.5 }} role="status">
              {interpolate(resume.saving, { percent })}
            </Typography>
          </Box>
        )}
        {state === 'success' && !saved && (
          <Typography variant="body2" color="success.main" sx={{ mt: 1, fontWeight: 600 }} role="status">
            ✓ {resume.success}
          </Typography>
        )}
      </Box>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid="resume-error">
          {error}
        </Alert>
      )}
      {state === 'failed' && !error && file && (
        <Typography variant="body2" color="warning.dark" sx={{ mt: 1 }}>
          {resume.failed}
        </Typography>
      )}
    </Box>
  );
}
