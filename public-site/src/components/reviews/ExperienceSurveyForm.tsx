'use client';

import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormFailure } from '@/components/forms/FormFailure';
import { serverMessageText, type FormErrorTexts } from '@/components/forms/form-texts';
import { filledIn } from '@/components/forms/payload';
import { SentNotice } from '@/components/forms/SentNotice';
import { useServerForm } from '@/components/forms/useServerForm';
import Link from '@/components/navigation/Link';
import type { Dictionary } from '@/i18n/dictionaries';
import { carryOverHref, type Language } from '@/i18n/language';
import { SURVEY_QUESTIONS, type SurveyKind } from '@shigoto/db/experience-survey';
import { interpolate } from '@/lib/format/template';
import { callApi } from '@/lib/browser/api';
import { companyPath } from '@/lib/routes';
import { CompanyPicker, companyOfLink, type PickedCompany } from './CompanyPicker';
import { SENT_BY_SCRIPT } from '@/components/forms/sent-by-script';

export interface ExperienceSurveyFormProps {
  kind: SurveyKind;
  language: Language;
  texts: Dictionary['survey'];
  questions: Pick<Dictionary['experiences'], 'questions' | 'options'>;
  errorTexts: FormErrorTexts;
}

/**
 * One experience survey (POST company_experiences with the survey's kind): the company, the
 * survey's optional questions and the required free text. The server decides what is valid; its
 * messages show under the fields and nothing typed is lost. A stored answer waits for the team's
 * review, which the server's thanks says.
 */
export function ExperienceSurveyForm({ kind, language, texts, questions, errorTexts }: ExperienceSurveyFormProps) {
  const asked = SURVEY_QUESTIONS[kind];
  const empty = { company_id: '', body: '', email: '', ...Object.fromEntries(asked.map((question) => [question.key, ''])) };
  const form = useServerForm<string>(empty, errorTexts.serverMessages);
  const [company, setCompany] = useState<PickedCompany | null>(null);
  const [sent, setSent] = useState<{ message: string; company: PickedCompany } | null>(null);
  const survey = texts[kind];

  // A link from a company page names the company: start with it picked.
  useEffect(() => {
    void companyOfLink(window.location.search, language).then((linked) => {
      if (!linked) return;
      setCompany((current) => current ?? linked);
      form.set('company_id', linked.id);
    });
    // Once, for the address the page was opened with.
  }, []);

  function pick(picked: PickedCompany | null) {
    setCompany(picked);
    form.set('company_id', picked?.id ?? '');
  }

  async function deliver() {
    if (form.sending) return;
    const outcome = await form.submit((values) => {
      const { company_id: companyId, body, email, ...answers } = filledIn<string>(values, ['company_id']);
      return callApi<{ meta: { message: string } }>('/company_experiences', {
        query: { lang: language === 'jp' ? 'jp' : undefined },
        body: { company_experience: { company_id: companyId, kind, body, email, answers } },
      });
    });
    if (outcome.ok && company) setSent({ message: serverMessageText(errorTexts.serverMessages, outcome.answer.meta.message), company });
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void deliver();
  }

  function startAgain() {
    form.setValues(empty);
    setCompany(null);
    setSent(null);
  }

  if (sent) {
    const here = window.location.pathname + window.location.search;
    return (
      <SentNotice title={texts.thanksTitle} message={sent.message}>
        <Button component={Link} href={carryOverHref(companyPath(sent.company), here)} variant="outlined" color="success">
          {interpolate(texts.seeCompany, { company: sent.company.name })}
        </Button>
        <Button onClick={startAgain} color="success">
          {texts.another}
        </Button>
      </SentNotice>
    );
  }

  const withHelp = (field: string, help: string) => {
    const props = form.field(field);
    return { ...props, helperText: props.helperText ?? help };
  };
  return (
    <Box component="form" {...SENT_BY_SCRIPT} onSubmit={send} noValidate aria-label={survey.title} sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <CompanyPicker
        value={company}
        onChange={pick}
        language={language}
        texts={{ label: texts.company, help: texts.companyHelp, searching: texts.searching, noOptions: texts.noCompanies }}
        error={form.message('company_id')}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'end' }}>
        <Typography component="legend" variant="h3" sx={{ mb: 1.5 }}>
          {texts.questionsTitle}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            ({texts.optional})
          </Typography>
        </Typography>
        {asked.map((question) => {
          // The questions are sentences: each is written above its field, which it names.
          const id = `survey-${question.key}`;
          const label = (
            <Typography component="label" id={`${id}-label`} htmlFor={id} variant="body2" sx={{ fontWeight: 600, display: 'block', mb: 0.75 }}>
              {questions.questions[question.key]}
            </Typography>
          );
          return (
            <Box key={question.key}>
              {label}
              {question.choices ? (
                <TextField {...form.field(question.key)} id={id} select fullWidth slotProps={{ select: { labelId: `${id}-label`, displayEmpty: true } }}>
                  <MenuItem value="">—</MenuItem>
                  {Object.entries(questions.options[question.key] as Record<string, string>).map(([value, optionLabel]) => (
                    <MenuItem key={value} value={value}>
                      {optionLabel}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <TextField {...form.field(question.key)} id={id} fullWidth slotProps={{ htmlInput: { maxLength: 5000 } }} />
              )}
            </Box>
          );
        })}
      </Box>
      <TextField {...withHelp('body', survey.bodyHelp)} label={survey.body} required multiline minRows={6} fullWidth />
      <TextField {...withHelp('email', texts.emailHelp)} label={texts.email} type="email" autoComplete="email" fullWidth />
      <Typography variant="body2" color="text.secondary">
        {texts.anonymous}
      </Typography>
      <FormFailure
        failure={form.failure}
        texts={errorTexts}
        onRetry={() => void deliver()}
        fieldLabels={{ company_id: texts.company, body: survey.body, email: texts.email, answers: texts.questionsTitle }}
      />
      <Button type="submit" variant="contained" size="large" disableElevation disabled={form.sending} sx={{ justifySelf: 'start' }}>
        {form.sending ? texts.sending : texts.submit}
      </Button>
    </Box>
  );
}
