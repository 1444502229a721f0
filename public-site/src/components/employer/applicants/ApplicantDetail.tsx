'use client';

import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import type { ApplicantJapaneseLevel, Language } from '@shigoto/db/enums';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NotFoundView } from '@/components/errors/NotFoundView';
import { useFlash } from '@/components/feedback/Flash';
import { FormFailure } from '@/components/forms/FormFailure';
import Link from '@/components/navigation/Link';
import { localizeHref } from '@/i18n/language';
import type { RequestFailure } from '@/lib/browser/api';
import { EMPLOYER_PATHS, employerApplicantPath } from '@/lib/employer-routes';
import { formatDate } from '@/lib/format/date';
import { interpolate } from '@/lib/format/template';
import { Loading, RatingSelect, StarButton, failureText, useApplicantUpdate, type ControlTexts } from './ApplicantControls';
import type { ApplicantTexts } from './ApplicantList';
import { applicantDetail, downloadFile, isWebLink, listApplicants, listSearch, listStateOf, PAGE_SIZE, saveBlob, type Applicant } from './applicants';

interface ApplicantDetailProps {
  id: string;
  texts: ApplicantTexts;
  controls: ControlTexts;
  japaneseLevels: Record<ApplicantJapaneseLevel, string>;
  notFound: { message: string; homeLabel: string; homeHref: string };
  language: Language;
}

type Neighbour = { id: number; at: number } | null;

/**
 * One applicant of the employer's company. The list's order travels in the URL (its filter, sort,
 * search and this applicant's place `at`), so previous/next walk the list the employer came from.
 * Opened without a place (the new-applicant e-mail's link), the applicant is looked for on the
 * first page of the whole list, and previous/next walk that list from there.
 * Another company's applicant is not found, like any page that does not exist.
 */
export function ApplicantDetail({ id, texts, controls, japaneseLevels, notFound, language }: ApplicantDetailProps) {
  const params = useSearchParams();
  const list = useMemo(() => listStateOf(new URLSearchParams(params.toString())), [params]);
  const givenAt = Number(params.get('at')) || 0;
  const [foundAt, setFoundAt] = useState(0);
  const at = givenAt || foundAt;
  const [applicant, setApplicant] = useState<Applicant | null>(null);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [neighbours, setNeighbours] = useState<{ previous: Neighbour; next: Neighbour }>({ previous: null, next: null });

  useEffect(() => {
    const controller = new AbortController();
    setApplicant(null);
    setFailure(null);
    applicantDetail(id, language, controller.signal)
      .then(setApplicant)
      .catch((error: unknown) => !controller.signal.aborted && setFailure(error as RequestFailure));
    return () => controller.abort();
  }, [id, attempt]);

  useEffect(() => {
    if (givenAt) return;
    const controller = new AbortController();
    listApplicants({ ...list, page: 1 }, PAGE_SIZE, controller.signal).then(
      (page) => setFoundAt(page.applicants.findIndex((other) => String(other.id) === id) + 1),
      () => undefined,
    );
    return () => controller.abort();
  }, [givenAt, id, list]);

  useEffect(() => {
    if (!at) return;
    const controller = new AbortController();
    const neighbourAt = async (place: number): Promise<Neighbour> => {
      if (place < 1) return null;
      const page = await listApplicants({ ...list, page: place }, 1, controller.signal);
      const found = page.applicants[0];
      return found && String(found.id) !== id ? { id: found.id, at: place } : null;
    };
    Promise.all([neighbourAt(at - 1), neighbourAt(at + 1)])
      .then(([previous, next]) => setNeighbours({ previous, next }))
      .catch(() => !controller.signal.aborted && setNeighbours({ previous: null, next: null }));
    return () => controller.abort();
  }, [at, id, list]);

  const update = useApplicantUpdate(controls, language, setApplicant);
  const listHref = localizeHref(`${EMPLOYER_PATHS.applicants}${listSearch(list)}`, language);
  const neighbourHref = (n: NonNullable<Neighbour>) => localizeHref(`${employerApplicantPath(n.id)}${listSearch({ ...list, page: 1 }, n.at)}`, language);

  if (failure?.status === 404 || failure?.status === 422) return <NotFoundView {...notFound} />;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="nav" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button component={Link} href={listHref} variant="text">
          ← {texts.back}
        </Button>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {neighbours.previous && (
            <Button component={Link} href={neighbourHref(neighbours.previous)} variant="outlined" rel="prev">
              {texts.previous}
            </Button>
          )}
          {neighbours.next && (
            <Button component={Link} href={neighbourHref(neighbours.next)} variant="outlined" rel="next">
              {texts.next}
            </Button>
          )}
        </Box>
      </Box>

      <FormFailure failure={failure} texts={controls.errors} onRetry={() => setAttempt((n) => n + 1)} />

      {!applicant && !failure && (
        <Loading text={texts.loading} />
      )}

      {applicant && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <StarButton applicant={applicant} texts={controls} onChange={update} />
            <Typography component="h1" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
              {applicant.name}
            </Typography>
            {applicant.possible_spam && <Chip color="warning" label={texts.possibleSpam} />}
            <Box sx={{ ml: { sm: 'auto' }, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <RatingSelect applicant={applicant} texts={controls} onChange={update} />
              <Button component={Link} href={localizeHref(`${EMPLOYER_PATHS.reportHire}?applicant=${applicant.id}`, language)} variant="outlined">
                {texts.reportHire}
              </Button>
            </Box>
          </Box>

          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1.25 }, '& dd': { m: 0, mb: { xs: 1.25, sm: 0 }, overflowWrap: 'anywhere' } }}>
              <Fact label={texts.email}>
                <Link href={`mailto:${applicant.email}`}>{applicant.email}</Link>
              </Fact>
              <Fact label={texts.appliedAt}>{formatDate(applicant.applied_at, language)}</Fact>
              <Fact label={texts.appliedTo}>{applicant.job?.title ?? texts.noJob}</Fact>
              {applicant.other_applications && applicant.other_applications.length > 0 && (
                <Fact label={texts.otherApplications}>
                  <Box component="ul" data-testid="other-applications" sx={{ m: 0, pl: 2.5 }}>
                    {applicant.other_applications.map((other) => (
                      <li key={other.id}>
                        <Link href={localizeHref(employerApplicantPath(other.id), language)}>{formatDate(other.applied_at, language)}</Link>
                      </li>
                    ))}
                  </Box>
                </Fact>
              )}
              {applicant.location && <Fact label={texts.location}>{applicant.location}</Fact>}
              {applicant.japanese_level_enum && <Fact label={texts.japaneseLevel}>{japaneseLevels[applicant.japanese_level_enum]}</Fact>}
              {applicant.languages.length > 0 && <Fact label={texts.languages}>{applicant.languages.join(', ')}</Fact>}
              {applicant.skills.length > 0 && (
                <Fact label={texts.skills}>
                  <Chips values={applicant.skills} highlight={applicant.fit.matching_skills} />
                </Fact>
              )}
              {applicant.tags.length > 0 && (
                <Fact label={texts.tags}>
                  <Chips values={applicant.tags} />
                </Fact>
              )}
              <Fact label={texts.fitLabel}>
                {applicant.fit.japanese_ok ? texts.fitJapanese : texts.fitNoJapanese}
                {' · '}
                {applicant.fit.location_ok ? texts.fitLocation : texts.fitNoLocation}
              </Fact>
              {applicant.profile_links.length > 0 && (
                <Fact label={texts.links}>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {applicant.profile_links.map((link) => (
                      <li key={link}>
                        {isWebLink(link) ? (
                          <a href={link.trim()} target="_blank" rel="noopener noreferrer">
                            {link}
                          </a>
                        ) : (
                          link
                        )}
                      </li>
                    ))}
                  </Box>
                </Fact>
              )}
            </Box>
          </Paper>

          {applicant.message && (
            <Box component="section">
              <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
                {texts.message}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{applicant.message}</Typography>
            </Box>
          )}

          <Files applicant={applicant} texts={texts} controls={controls} />
        </>
      )}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd">{children}</Typography>
    </>
  );
}

function Chips({ values, highlight = [] }: { values: string[]; highlight?: string[] }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      {values.map((value) => (
        <Chip key={value} size="small" label={value} color={highlight.includes(value) ? 'primary' : 'default'} variant={highlight.includes(value) ? 'filled' : 'outlined'} />
      ))}
    </Box>
  );
}

const isPdf = (file: { content_type: string }) => file.content_type === 'application/pdf';

/** The resume (a PDF shown in the page, anything else as a download) and the other attachments. */
function Files({ applicant, texts, controls }: { applicant: Applicant; texts: ApplicantTexts; controls: ControlTexts }) {
  const flash = useFlash();
  const resume = applicant.resume ?? null;
  const [pdf, setPdf] = useState<{ url: string } | 'loading' | 'failed' | null>(null);

  // Fetched once per file: a change of rating or star gives a new applicant object, not a new resume.
  const pdfUrl = resume && isPdf(resume) ? resume.url : null;
  useEffect(() => {
    if (!pdfUrl) return;
    const controller = new AbortController();
    let url: string | null = null;
    setPdf('loading');
    downloadFile(pdfUrl, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setPdf({ url });
      })
      .catch(() => !controller.signal.aborted && setPdf('failed'));
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [pdfUrl]);

  const download = useCallback(
    async (file: { url: string; name: string | null }) => {
      try {
        saveBlob(await downloadFile(file.url), file.name || 'file');
      } catch (error) {
        flash({ type: 'failure', text: failureText(error as RequestFailure, controls.errors) });
      }
    },
    [controls.errors, flash],
  );

  const attachments = applicant.attachments ?? [];
  return (
    <>
      <Box component="section" sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography component="h2" variant="h5">
            {texts.resume}
          </Typography>
          {resume && (
            <Button variant="outlined" size="small" onClick={() => download(resume)}>
              {texts.downloadResume}
            </Button>
          )}
        </Box>
        {!resume && <Typography color="text.secondary">{texts.noResume}</Typography>}
        {pdf === 'loading' && <Typography color="text.secondary">{texts.resumeLoading}</Typography>}
        {pdf === 'failed' && <Typography color="error">{texts.resumeFailed}</Typography>}
        {pdf && typeof pdf === 'object' && (
          <Box
            component="iframe"
            src={pdf.url}
            title={`${texts.resume}: ${resume?.name ?? applicant.name}`}
            data-testid="resume-frame"
            sx={{ width: '100%', height: { xs: 480, md: 900 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        )}
      </Box>
      {attachments.length > 0 && (
        <Box component="section" sx={{ display: 'grid', gap: 1 }}>
          <Typography component="h2" variant="h5">
            {texts.attachments}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {attachments.map((file) => (
              <Button key={file.url} variant="outlined" size="small" onClick={() => download(file)}>
                {interpolate(texts.download, { name: file.name || 'file' })}
              </Button>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
