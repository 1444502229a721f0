'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Fragment } from 'react';
import { APPLICANT_JAPANESE_LEVELS } from '@shigoto/db/enums';
import { locationsInJapan } from '@shigoto/db/locations';
import type { Location } from '@/lib/api/locations';
import { completeLinkOnLeave } from '@/lib/format/links';
import type { ApplicantField, ApplicantValues } from './applicant';
import { fieldMessageText, type ApplyTexts } from './texts';
import type { ApplicantForm } from './useApplicantForm';

interface ApplicantFieldsProps {
  form: ApplicantForm;
  texts: ApplyTexts;
  locations: Location[];
  /** Link jobs need the seeker's link; e-mail applications carry a resume instead and the link is optional. */
  urlRequired: boolean;
  disabled?: boolean;
}

interface OptionGroup {
  label?: string;
  options: { value: string; label: string }[];
}

/**
 * "Where do you live now?": the places in Japan, then those outside it, each group in the list's
 * order. Remote locations are ways of working, not places, and are left out.
 */
function residenceGroups(locations: Location[], labels: { japan: string; abroad: string }): OptionGroup[] {
  const inJapan = locationsInJapan(locations.map((location) => ({ id: Number(location.id), parent_id: location.parent_id })));
  const places = locations.filter((location) => !location.remote);
  const option = (location: Location) => ({ value: location.id, label: location.name });
  return [
    { label: labels.japan, options: places.filter((location) => inJapan.has(Number(location.id))).map(option) },
    { label: labels.abroad, options: places.filter((location) => !inJapan.has(Number(location.id))).map(option) },
  ];
}

/** The seeker's details every apply form asks: name, e-mail, link, where they live, Japanese level, newsletter. */
export function ApplicantFields({ form, texts, locations, urlRequired, disabled }: ApplicantFieldsProps) {
  const { values, change } = form;
  const { applicant } = texts;
  const problem = (field: ApplicantField) => {
    const message = form.errorOf(field);
    return message ? { error: true, helperText: fieldMessageText(texts, message) } : {};
  };
  const text = (field: 'name' | 'email' | 'url', label: string, extra: { type?: string; autoComplete?: string; required?: boolean }) => (
    <TextField
      name={field}
      label={label}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      onBlur={field === 'url' ? completeLinkOnLeave((link) => change('url', link)) : undefined}
      required={extra.required ?? true}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete}
      disabled={disabled}
      fullWidth
      {...problem(field)}
    />
  );
  /** A select of `groups`' options; a group with a label is an `<optgroup>`. */
  const select = (field: 'location_id' | 'japanese_level_enum', label: string, groups: OptionGroup[]) => (
    <TextField
      select
      name={field}
      label={label}
      value={values[field]}
      onChange={(event) => change(field, event.target.value as ApplicantValues[typeof field])}
      required
      disabled={disabled}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      {...problem(field)}
    >
      <option value="" disabled />
      {groups.map((group, index) => {
        const options = group.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ));
        return group.label ? (
          <optgroup key={index} label={group.label}>
            {options}
          </optgroup>
        ) : (
          <Fragment key={index}>{options}</Fragment>
        );
      })}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      {text('name', applicant.name, { autoComplete: 'name' })}
      {text('email', applicant.email, { type: 'email', autoComplete: 'email' })}
      {text('url', urlRequired ? applicant.url : applicant.urlOptional, { type: 'url', autoComplete: 'url', required: urlRequired })}
      {select('location_id', applicant.location, residenceGroups(locations, applicant.locationGroups))}
      {select('japanese_level_enum', applicant.japaneseLevel, [
        { options: APPLICANT_JAPANESE_LEVELS.map((level) => ({ value: level, label: applicant.japaneseLevels[level] })) },
      ])}
      <FormControlLabel
        control={<Checkbox name="signup" checked={values.signup} onChange={(event) => change('signup', event.target.checked)} disabled={disabled} />}
        label={applicant.signup}
      />
    </Stack>
  );
}
