import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { I18n } from '@/i18n/server';
import type { FilterGroup, FilterOption } from '@/lib/list-search';
import { SkillPicker } from './SkillPicker';

interface FilterPanelProps {
  i18n: I18n;
  groups: FilterGroup[];
  /** Filters in effect that the panel does not offer (e.g. a company from a link): kept as they are. */
  kept: [string, string][];
  /** Jobs per skill, for the skill type-ahead. */
  skillCounts?: Record<string, number>;
}

function Option({ type, name, option, numberFormat }: { type: FilterGroup['type']; name: string; option: FilterOption; numberFormat: Intl.NumberFormat }) {
  const empty = option.count === 0 && !option.checked;
  return (
    <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.375, cursor: 'pointer', typography: 'body2', color: empty ? 'text.disabled' : 'text.primary' }}>
      <Box component="input" type={type} name={`filter[${name}]`} value={option.value} defaultChecked={option.checked} sx={{ m: 0, width: 18, height: 18, flexShrink: 0, accentColor: 'var(--mui-palette-primary-main)', cursor: 'pointer' }} />
      <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {option.label}
      </Box>
      {option.count !== null && (
        <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
          {numberFormat.format(option.count)}
        </Box>
      )}
    </Box>
  );
}

/**
 * The filter panel's fields: each filter a fieldset of native checkboxes (any of the ticked values)
 * or radio buttons, with the API's count beside each value. Native fields work and show their
 * state without scripts; the search form submits them. The "Apply filters" button is for a page
 * without scripts only: with them, every change applies at once.
 */
export function FilterPanel({ i18n, groups, kept, skillCounts }: FilterPanelProps) {
  const { t, language } = i18n;
  const numberFormat = new Intl.NumberFormat(language === 'jp' ? 'ja-JP' : 'en-US');
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {groups.map((group) => (
        <Box component="fieldset" key={group.name} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Box component="legend" sx={{ typography: 'subtitle2', fontWeight: 700, p: 0, mb: 0.75 }}>
            {group.legend}
          </Box>
          {group.picker === 'skills' && (
            <SkillPicker
              labels={{ label: t.jobFilters.skillPicker, placeholder: t.jobFilters.skillPickerPlaceholder, none: t.jobFilters.skillPickerNone, failed: t.jobFilters.skillPickerFailed }}
              counts={skillCounts ?? {}}
              picked={group.options.filter((option) => option.checked).map((option) => option.value)}
              language={language}
            />
          )}
          {group.anyLabel && (
            <Option type={group.type} name={group.name} option={{ value: '', label: group.anyLabel, count: null, checked: !group.options.some((option) => option.checked) }} numberFormat={numberFormat} />
          )}
          {group.options.map((option) => (
            <Option key={option.value} type={group.type} name={group.name} option={option} numberFormat={numberFormat} />
          ))}
        </Box>
      ))}
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={`filter[${name}]`} value={value} />
      ))}
      {/* Small screens apply with the drawer's own button. */}
      <Button type="submit" variant="contained" sx={{ justifySelf: 'start', display: { xs: 'none', md: 'inline-flex' }, 'form[data-enhanced] &': { display: 'none' } }}>
        {t.searchFilters.apply}
      </Button>
    </Box>
  );
}
