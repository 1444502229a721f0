'use client';

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Plan, PlanTerm } from '@shigoto/db/enums';
import type { FormErrorTexts } from '@/components/forms/form-texts';
import type { Dictionary } from '@/i18n/dictionaries';
import type { ContractLanguage, PricePlan } from '@/lib/api/contracts';
import { useNotReadyUntilHydrated } from '@/lib/browser/hydrated';
import { interpolate } from '@/lib/format/template';
import { ContractRequestModal } from './ContractRequestModal';

export interface PricingPlansProps {
  plans: PricePlan[];
  /** The number format and the contract language a request starts with follow the page's language. */
  locale: string;
  defaultLanguage: ContractLanguage;
  texts: Dictionary['pricing'];
  errorTexts: FormErrorTexts;
}

/** The term shown first: the annual one (the best monthly price) when the API offers it. */
const PREFERRED_TERM: PlanTerm = 'annual';

/**
 * The plans side by side for one term at a time (the terms in the API's order for the page's
 * language); the featured plan stands out. A card's button opens the contract request with that
 * plan and term chosen. The buttons are marked not ready until hydrated (useNotReadyUntilHydrated).
 */
export function PricingPlans({ plans, locale, defaultLanguage, texts, errorTexts }: PricingPlansProps) {
  const termChoices = plans[0]?.terms ?? [];
  const [term, setTerm] = useState<PlanTerm>(termChoices.some((choice) => choice.term === PREFERRED_TERM) ? PREFERRED_TERM : (termChoices[0]?.term ?? PREFERRED_TERM));
  const [choice, setChoice] = useState<{ plan: Plan; term: PlanTerm } | null>(null);
  const yen = (amount: number) => amount.toLocaleString(locale);
  const notReady = useNotReadyUntilHydrated();

  return (
    <>
      <ToggleButtonGroup
        value={term}
        exclusive
        onChange={(_event, value: PlanTerm | null) => value && setTerm(value)}
        aria-label={texts.termsLabel}
        color="primary"
        size="small"
        sx={{ mb: 3, flexWrap: 'wrap' }}
      >
        {termChoices.map((choice) => (
          <ToggleButton key={choice.term} value={choice.term} aria-disabled={notReady} sx={{ px: 2.5 }}>
            {choice.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'stretch' }}>
        {plans.map((plan) => {
          const price = plan.terms.find((candidate) => candidate.term === term) ?? plan.terms[0];
          return (
            <Paper
              component="li"
              key={plan.plan}
              variant="outlined"
              data-plan={plan.plan}
              aria-labelledby={`plan-${plan.plan}`}
              sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5, position: 'relative', borderWidth: plan.featured ? 2 : 1, borderColor: plan.featured ? 'primary.main' : 'divider' }}
            >
              {plan.featured && <Chip label={texts.featured} color="primary" size="small" sx={{ alignSelf: 'flex-start' }} />}
              <Typography id={`plan-${plan.plan}`} variant="h2" sx={{ fontSize: '1.5rem' }}>
                {plan.name}
              </Typography>
              <Typography color="text.secondary">{plan.summary}</Typography>
              {price && (
                <Box>
                  <Typography sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.2 }}>{interpolate(texts.perMonth, { amount: yen(price.monthly_price_yen) })}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {interpolate(texts.total, { amount: yen(price.price_yen) })}
                  </Typography>
                </Box>
              )}
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75, flexGrow: 1, alignContent: 'start' }}>
                {[...plan.features, ...(price ? [price.applicants] : [])].map((feature) => (
                  <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    <Box component="span" aria-hidden sx={{ color: 'success.main', fontWeight: 700 }}>
                      ✓
                    </Box>
                    <Typography>{feature}</Typography>
                  </Box>
                ))}
              </Box>
              {price && (
                <Button
                  variant={plan.featured ? 'contained' : 'outlined'}
                  disableElevation
                  onClick={() => setChoice({ plan: plan.plan, term: price.term })}
                  aria-disabled={notReady}
                  aria-label={`${texts.request}: ${plan.name}, ${price.label}`}
                >
                  {texts.request}
                </Button>
              )}
            </Paper>
          );
        })}
      </Box>
      <ContractRequestModal choice={choice} onClose={() => setChoice(null)} plans={plans} defaultLanguage={defaultLanguage} texts={texts} errorTexts={errorTexts} />
    </>
  );
}
