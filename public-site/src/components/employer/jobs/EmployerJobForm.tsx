'use client';

import { useEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MuiLink from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ErrorBox } from '@/components/feedback/ErrorBox';
import { useFlash } from '@/components/feedback/Flash';
import { serverMessageText, type FormErrorTexts } from '@/components/forms/form-texts';
import { useServerForm } from '@/components/forms/useServerForm';
import { JobPageBody, type JobPageTexts } from '@/components/jobs/JobPageBody';
import Link from '@/components/navigation/Link';
import { ui } from '@/components/ui/classes';
import { applicationField, JOB_REQUIRED_FIELDS } from '@shigoto/db/enums';
import type { Dictionary } from '@/i18n/dictionaries';
import { localizeHref, type Language } from '@/i18n/language';
import { decodeMany, decodeOne, type JsonApiDocument, type ResourceObject } from '@/lib/api/jsonapi';
import type { Location } from '@/lib/api/locations';
import { callApi, RequestFailure, SEARCH_TIMEOUT_MS } from '@/lib/browser/api';
import { takeImportedJob } from '@/lib/browser/job-import';
import { EMPLOYER_PATHS } from '@/lib/employer-routes';
import { interpolate } from '@/lib/format/template';
import type { EmployerJob } from './employer-job';
import { previewJob, useEmployerCompany } from './preview-job';
import { SENT_BY_SCRIPT } from '@/components/forms/sent-by-script';

const FIELDS = [
  'title',
  'category',
  'subcategory',
  'employment_type',
  'salary_min',
  'salary_max',
  'seniority_level',
  'english_level',
  'japanese_level',
  'location',
  'remote_level',
  'candidate_location',
  'sponsors_visas',
  'raw_content',
  'application_type',
  'application_url',
  'application_email',
] as const;
type Field = (typeof FIELDS)[number];
/** The fields with a label of their own (the way of applying is a group of choices). */
type LabelledField = Exclude<Field, 'application_type'>;
type Values = Record<Field, string>;

/** The fields a job needs before its preview: those of every job and the one its applications arrive through. */
const requiredFields = (values: Values): readonly Field[] => [...JOB_REQUIRED_FIELDS, applicationField(values)];

/** Links in a description — tags and bare addresses — which the API removes. */
const LINK = /<a\s|\b(?:https?:\/\/|www\.)\S/i;

const EMPTY: Values = { ...(Object.fromEntries(FIELDS.map((field) => [field, ''])) as Values), application_type: 'direct_link' };

interface Option {
  id: string;
  name: string;
}
interface SkillOption {
  system_name: string;
  display_name: string;
}

type StepName = 'create' | 'preview' | 'confirm' | 'submitted';
const STEPS: Exclude<StepName, 'submitted'>[] = ['create', 'preview', 'confirm'];

export interface EmployerJobFormProps {
  t: Dictionary['employerJobs'];
  jobTexts: JobPageTexts;
  errors: FormErrorTexts;
  language: Language;
  /** The job being edited; a new job when absent. */
  editSlug?: string;
}

function options(document: JsonApiDocument<ResourceObject[]>): Option[] {
  return decodeMany<{ id: string; name: string; display_name?: string }>(document).map(({ id, name, display_name }) => ({ id, name: display_name || name }));
}

function valuesOf(job: EmployerJob): Values {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    title: job.title,
    category: text(job.category),
    subcategory: text(job.subcategory),
    employment_type: text(job.employment_type),
    salary_min: text(job.salary_min),
    salary_max: text(job.salary_max),
    seniority_level: text(job.seniority_level),
    english_level: text(job.english_level),
    japanese_level: text(job.japanese_level),
    location: text(job.location_id),
    remote_level: text(job.remote_level),
    candidate_location: text(job.candidate_location),
    sponsors_visas: job.sponsors_visas,
    raw_content: text(job.raw_content),
    application_type: job.application_type,
    application_url: text(job.application_url),
    application_email: text(job.application_email),
  };
}

/** The form as the API reads it: empty fields left out, numbers as numbers, only the chosen way of applying. */
function payloadOf(values: Values, skills: string[]): Record<string, unknown> {
  const numeric = new Set<Field>(['category', 'subcategory', 'salary_min', 'salary_max']);
  const payload: Record<string, unknown> = { skills };
  for (const field of FIELDS) {
    const value = values[field].trim();
    if (!value) continue;
    if (field === 'application_url' && values.application_type !== 'direct_link') continue;
    if (field === 'application_email' && values.application_type !== 'email_forwarding') continue;
    payload[field] = numeric.has(field) ? Number(value) : value;
  }
  return payload;
}

/**
 * The job form in three steps: the details, the job as its public page will show it, and the
 * confirmation. The preview needs every required field; the API cleans the description (links
 * are removed) before the preview shows it. A new job is pending until the Shigoto team
 * approves it; editing saves at once. What was typed is kept whatever the API answers.
 */
export function EmployerJobForm({ t, jobTexts, errors, language, editSlug }: EmployerJobFormProps) {
  const f = t.form;
  const importHref = localizeHref('/import-job', language);
  const router = useRouter();
  const flash = useFlash();
  const company = useEmployerCompany(language);
  const form = useServerForm<Field>(EMPTY, errors.serverMessages);
  const { values, setValues, field, failure, submit, sending } = form;
  const [skills, setSkills] = useState<SkillOption[]>([]);
  const [step, setStep] = useState<StepName>('create');
  const [missing, setMissing] = useState<Field[]>([]);
  const [cleaned, setCleaned] = useState<string | null>(null);
  const [failedStep, setFailedStep] = useState<'preview' | 'submit' | null>(null);
  const [categories, setCategories] = useState<Option[]>([]);
  const [subcategories, setSubcategories] = useState<Option[]>([]);
  const [locations, setLocations] = useState<(Option & { forJobs: boolean })[]>([]);
  const [skillQuery, setSkillQuery] = useState('');
  const [skillOptions, setSkillOptions] = useState<SkillOption[]>([]);
  const [suggested, setSuggested] = useState<SkillOption[] | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const [loadingJob, setLoadingJob] = useState(Boolean(editSlug));
  const [editBlocked, setEditBlocked] = useState(false);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const query = { lang: language };
    callApi<JsonApiDocument<ResourceObject[]>>('/category_skills', { query }).then((d) => setCategories(options(d)), () => setCategories([]));
    callApi<JsonApiDocument<ResourceObject[]>>('/locations', { query }).then(
      (d) => setLocations(decodeMany<Location>(d).map(({ id, name, for_jobs }) => ({ id, name, forJobs: for_jobs }))),
      () => setLocations([]),
    );
  }, [language]);

  useEffect(() => {
    if (!values.category) return setSubcategories([]);
    setSubcategories([]);
    callApi<JsonApiDocument<ResourceObject[]>>('/subcategory_skills', { query: { lang: language, category_id: values.category } }).then(
      (d) => setSubcategories(options(d)),
      () => setSubcategories([]),
    );
  }, [values.category, language]);

  useEffect(() => {
    const text = skillQuery.trim();
    if (!text) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      callApi<JsonApiDocument<ResourceObject[]>>('/skills', { query: { q: text, lang: language, 'page[size]': 10 }, signal: controller.signal, timeoutMs: SEARCH_TIMEOUT_MS }).then(
        (d) => setSkillOptions(decodeMany<SkillOption>(d)),
        () => undefined,
      );
    }, 200);
    return () => (window.clearTimeout(timer), controller.abort());
  }, [skillQuery, language]);

  /** A new job starts from a job page the employer just imported (/import-job), if any. */
  const [fromImport, setFromImport] = useState(false);
  useEffect(() => {
    if (editSlug) return;
    const imported = takeImportedJob();
    if (!imported) return;
    const text = (value: string | number | undefined) => (value === undefined || value === null ? '' : String(value));
    setValues((current) => ({
      ...current,
      title: text(imported.title) || current.title,
      raw_content: text(imported.raw_content) || current.raw_content,
      salary_min: text(imported.salary_min) || current.salary_min,
      salary_max: text(imported.salary_max) || current.salary_max,
    }));
    setSkills((imported.skills ?? []).map((name) => ({ system_name: name, display_name: name })));
    setFromImport(true);
  }, [editSlug, setValues]);

  useEffect(() => {
    if (!editSlug) return;
    callApi<JsonApiDocument<ResourceObject>>(`/employers/jobs/${encodeURIComponent(editSlug)}`, { query: { lang: language } }).then(
      (document) => {
        const job = decodeOne<EmployerJob>(document);
        setValues(valuesOf(job));
        setSkills(job.skills.map((name, index) => ({ system_name: name, display_name: job.skill_names[index] ?? name })));
        setEditBlocked(job.status === 'pending');
        setLoadingJob(false);
      },
      (error: unknown) => {
        setLoadFailure(error instanceof RequestFailure && !error.network ? serverMessageText(errors.serverMessages, error.message) : errors.network);
        setLoadingJob(false);
      },
    );
  }, [editSlug, setValues, errors]);

  const names = useMemo(() => new Map(locations.map((option) => [option.id, option.name])), [locations]);

  function goTo(next: StepName) {
    setStep(next);
    top.current?.scrollIntoView({ block: 'start' });
  }

  const required = requiredFields(values);
  /** Each field's label, as the form shows it and as the error box names a refused field. */
  const labels: Record<LabelledField, string> = {
    title: f.title,
    category: f.category,
    subcategory: f.subcategory,
    employment_type: f.employmentType,
    seniority_level: f.seniority,
    salary_min: f.salaryMin,
    salary_max: f.salaryMax,
    english_level: f.englishLevel,
    japanese_level: f.japaneseLevel,
    location: f.location,
    remote_level: f.remoteLevel,
    candidate_location: f.candidateLocation,
    sponsors_visas: f.visa,
    raw_content: f.description,
    application_url: f.applicationUrl,
    application_email: f.applicationEmail,
  };

  async function toPreview() {
    const empty = required.filter((name) => !values[name].trim());
    setMissing(empty);
    // The refusal is shown above the form: bring it into view.
    if (empty.length) return top.current?.scrollIntoView({ block: 'start' });
    setFailedStep('preview');
    const answer = await submit((typed) =>
      callApi<{ data: { attributes: { fields: { raw_content?: string } } } }>('/job_drafts', { method: 'POST', body: { job_draft: payloadOf(typed, skills.map((s) => s.system_name)) } }),
    );
    if (!answer.ok) return;
    setFailedStep(null);
    setCleaned(answer.answer.data.attributes.fields.raw_content ?? '');
    goTo('preview');
  }

  async function send() {
    setFailedStep('submit');
    const body = { job: payloadOf(values, skills.map((s) => s.system_name)) };
    const answer = await submit((): Promise<unknown> =>
      editSlug ? callApi(`/employers/jobs/${encodeURIComponent(editSlug)}`, { method: 'PUT', body }) : callApi('/employers/jobs', { method: 'POST', body }),
    );
    if (!answer.ok) {
      // Field messages belong under their fields: back to the form, as typed.
      if (!answer.failure.network) goTo('create');
      return;
    }
    setFailedStep(null);
    if (editSlug) {
      // The flash lives in the root layout: it stays on screen across this client-side navigation.
      flash({ type: 'success', text: f.updated });
      router.push(localizeHref(EMPLOYER_PATHS.jobs, language));
      return;
    }
    flash({ type: 'success', text: f.created });
    goTo('submitted');
  }

  function restart() {
    setValues(EMPTY);
    setSkills([]);
    setSuggested(null);
    setCleaned(null);
    goTo('create');
  }

  async function suggestSkills() {
    setSuggesting(true);
    try {
      const document = await callApi<JsonApiDocument<ResourceObject[]>>('/internal/generated_skills', {
        method: 'POST',
        body: { raw_content: `${values.title}\n${values.raw_content}` },
        query: { lang: language },
      });
      setSuggested(decodeMany<SkillOption>(document));
    } catch {
      setSuggested([]);
    } finally {
      setSuggesting(false);
    }
  }

  const requiredLabel = (label: string): ReactNode => (
    <>
      {label}
      {/* The dot marks a required field; its text names it for screen readers. */}
      <Box component="span" sx={{ color: 'error.main', ml: 0.5 }} aria-hidden="true">
        ●
      </Box>
      <span className={ui.visuallyHidden}>({f.required})</span>
    </>
  );
  /** A field's props: its label, the server's message under it, or 'required' when the preview found it empty. */
  const props = (name: LabelledField, helper?: string) => {
    const label = labels[name];
    const base = field(name);
    const isRequired = required.includes(name);
    const empty = missing.includes(name) && !values[name].trim();
    // A subcategory belongs to its category: choosing another category clears it.
    const onChange =
      name === 'category'
        ? (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((current) => ({ ...current, category: event.target.value, subcategory: '' }))
        : base.onChange;
    return {
      ...base,
      onChange,
      id: `job-${name}`,
      label: isRequired ? requiredLabel(label) : label,
      fullWidth: true,
      error: base.error || empty,
      helperText: base.helperText ?? (empty ? f.required : helper),
    };
  };
  const select = (name: LabelledField, choices: [string, string][], helper?: string) => (
    <TextField select {...props(name, helper)}>
      {!required.includes(name) && <MenuItem value="">{f.none}</MenuItem>}
      {choices.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  const entries = (labels: Record<string, string>) => Object.entries(labels);
  const failureIntro = editSlug ? f.updateFailed : f.createFailed;
  // Each refused field's message, named by its label (its own message also shows under it).
  const failureMessages = failure
    ? failure.network
      ? [errors.network]
      : Object.keys(failure.fields).length
        ? Object.entries(failure.fields).flatMap(([name, messages]) =>
            messages.map((m) => {
              const text = serverMessageText(errors.serverMessages, m);
              return Object.hasOwn(labels, name) ? `${labels[name as LabelledField]}: ${text}` : text;
            }),
          )
        : [serverMessageText(errors.serverMessages, failure.message)]
    : [];

  if (loadingJob) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 4 }}>
        <CircularProgress size={20} />
        <Typography color="text.secondary">{t.loading}</Typography>
      </Box>
    );
  }
  if (loadFailure) return <ErrorBox intro={errors.intro} messages={[loadFailure]} />;
  if (editBlocked) return <Alert severity="info">{f.pendingEdit}</Alert>;

  if (step === 'submitted') {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, display: 'grid', gap: 2, justifyItems: 'start' }} data-testid="job-submitted">
        <Chip color="warning" label={f.submittedTitle} />
        <Typography>{interpolate(f.submittedText, { title: values.title })}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" component={Link} href={localizeHref(EMPLOYER_PATHS.jobs, language)}>
            {f.toJobs}
          </Button>
          <Button variant="outlined" onClick={restart}>
            {f.another}
          </Button>
        </Box>
      </Paper>
    );
  }

  const networkRetry = failure?.network && (
    <Button variant="outlined" onClick={() => void (failedStep === 'preview' ? toPreview() : send())} sx={{ justifySelf: 'start' }}>
      {errors.retry}
    </Button>
  );

  return (
    <Stack spacing={2.5} ref={top} sx={{ scrollMarginTop: 80 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        {editSlug ? f.editHeading : f.heading}
      </Typography>
      {fromImport ? (
        <Alert severity="info" data-testid="imported-job">
          {f.imported}
        </Alert>
      ) : (
        !editSlug && (
          <MuiLink component={Link} href={importHref} sx={{ alignSelf: 'flex-start' }}>
            {f.importLink}
          </MuiLink>
        )
      )}
      <Stepper activeStep={STEPS.indexOf(step)} alternativeLabel>
        {STEPS.map((name) => (
          <Step key={name}>
            <StepLabel>{f.steps[name]}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {step === 'create' && (
        <Box component="form" {...SENT_BY_SCRIPT} noValidate onSubmit={(event) => (event.preventDefault(), void toPreview())} sx={{ display: 'grid', gap: 2.5 }}>
          <Typography variant="body2" color="text.secondary">
            {f.requiredNote}
          </Typography>
          {missing.some((name) => !values[name].trim()) && <ErrorBox intro={f.previewMissing} messages={[]} />}
          {failure && (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <ErrorBox intro={failedStep === 'submit' ? failureIntro : errors.intro} messages={failureMessages} />
              {networkRetry}
            </Box>
          )}
          <TextField {...props('title')} />
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {select(
              'category',
              categories.map((o) => [o.id, o.name]),
            )}
            {select(
              'subcategory',
              subcategories.map((o) => [o.id, o.name]),
            )}
            {select('employment_type', entries(jobTexts.employmentTypes))}
            {select('seniority_level', entries(jobTexts.seniorityLevels))}
            <TextField {...props('salary_min', f.salaryGuidance)} type="number" slotProps={{ htmlInput: { min: 0, step: 100000 } }} />
            <TextField {...props('salary_max')} type="number" slotProps={{ htmlInput: { min: 0, step: 100000 } }} />
            {select('english_level', entries(jobTexts.englishLevels))}
            {select('japanese_level', entries(jobTexts.japaneseLevels))}
            {select(
              'location',
              // Only places a job can be, and the one a job saved before that rule already has (its
              // form then shows it, and saving answers why it must change, under the field).
              locations.filter((o) => o.forJobs || o.id === values.location).map((o) => [o.id, o.name]),
            )}
            {select('remote_level', entries(jobTexts.remoteLevels))}
            {select('candidate_location', entries(jobTexts.candidateLocations))}
            {select('sponsors_visas', [
              ['yes', f.visaYes],
              ['no', f.visaNo],
            ])}
          </Box>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <TextField {...props('raw_content', f.descriptionHelp)} multiline minRows={8} />
            {LINK.test(values.raw_content) && (
              <Alert severity="warning" role="status" data-testid="links-removed">
                {f.linksRemoved}
              </Alert>
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Autocomplete
              multiple
              options={skillOptions}
              value={skills}
              filterOptions={(list) => list}
              getOptionLabel={(option) => option.display_name}
              isOptionEqualToValue={(a, b) => a.system_name === b.system_name}
              onChange={(_, picked) => setSkills(picked)}
              onInputChange={(_, text) => setSkillQuery(text)}
              renderInput={(params) => <TextField {...params} id="job-skills" label={f.skills} helperText={failure?.fieldMessage('skills') ?? f.skillsHelp} error={Boolean(failure?.fieldMessage('skills'))} />}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Button size="small" variant="outlined" onClick={() => void suggestSkills()} disabled={suggesting || !values.raw_content.trim()}>
                {suggesting ? f.suggesting : f.suggestSkills}
              </Button>
              {suggested?.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {f.noSuggestions}
                </Typography>
              )}
              {suggested
                ?.filter((s) => !skills.some((picked) => picked.system_name === s.system_name))
                .map((s) => (
                  <Chip key={s.system_name} label={`+ ${s.display_name}`} onClick={() => setSkills((current) => [...current, s])} variant="outlined" color="primary" />
                ))}
            </Box>
          </Box>
          <FormControl>
            <FormLabel id="job-application-type">{f.applicationType}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="job-application-type"
              name="application_type"
              value={values.application_type}
              onChange={(event) => setValues((current) => ({ ...current, application_type: event.target.value }))}
            >
              <FormControlLabel value="direct_link" control={<Radio />} label={f.byLink} />
              <FormControlLabel value="email_forwarding" control={<Radio />} label={f.byEmail} />
            </RadioGroup>
          </FormControl>
          {values.application_type === 'direct_link' ? (
            <TextField {...props('application_url', f.applicationUrlHelp)} type="url" />
          ) : (
            <TextField {...props('application_email')} type="email" />
          )}
          <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ justifySelf: 'start' }}>
            {sending ? f.sending : f.toPreview}
          </Button>
        </Box>
      )}

      {step !== 'create' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={() => goTo('create')} disabled={sending}>
            {f.back}
          </Button>
          {step === 'preview' && (
            <Button variant="contained" onClick={() => goTo('confirm')}>
              {f.toConfirm}
            </Button>
          )}
        </Box>
      )}

      {step === 'preview' && (
        <Paper variant="outlined" sx={{ overflow: 'hidden', bgcolor: 'background.default' }} data-testid="job-preview">
          <JobPageBody
            job={previewJob(
              {
                title: values.title,
                employment_type: (values.employment_type || null) as EmployerJob['employment_type'],
                seniority_level: (values.seniority_level || null) as EmployerJob['seniority_level'],
                english_level: (values.english_level || null) as EmployerJob['english_level'],
                japanese_level: (values.japanese_level || null) as EmployerJob['japanese_level'],
                remote_level: (values.remote_level || null) as EmployerJob['remote_level'],
                candidate_location: (values.candidate_location || null) as EmployerJob['candidate_location'],
                sponsors_visas: values.sponsors_visas === 'yes' ? 'yes' : 'no',
                salary_min: values.salary_min ? Number(values.salary_min) : null,
                salary_max: values.salary_max ? Number(values.salary_max) : null,
                raw_content: cleaned,
                application_type: values.application_type === 'email_forwarding' ? 'email_forwarding' : 'direct_link',
                published: false,
                published_at: null,
                location: names.get(values.location) ?? null,
                skillNames: skills.map((s) => s.display_name),
              },
              company,
            )}
            t={jobTexts}
            language={language}
            companyHref={null}
          />
        </Paper>
      )}

      {step === 'confirm' && (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Typography>{editSlug ? f.confirmEditText : f.confirmText}</Typography>
          {failure?.network && (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <ErrorBox intro={failureIntro} messages={failureMessages} />
              {networkRetry}
            </Box>
          )}
          <Button variant="contained" size="large" onClick={() => void send()} disabled={sending}>
            {sending ? f.sending : editSlug ? f.save : f.submit}
          </Button>
        </Paper>
      )}
    </Stack>
  );
}
