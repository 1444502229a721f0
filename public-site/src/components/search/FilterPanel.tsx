import { buttonClass, cx } from '@/components/ui/classes';
import type { I18n } from '@/i18n/server';
import type { FilterGroup, FilterOption } from '@/lib/list-search';
import { serverMessageText } from '@/components/forms/form-texts';
import { TRANSPORT_FAILURE_TEXTS } from '@/lib/browser/api';
import { SkillPicker } from './SkillPicker';
import styles from './Search.module.css';

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
    <label className={cx(styles.option, empty && styles.emptyOption)}>
      <input type={type} name={`filter[${name}]`} value={option.value} defaultChecked={option.checked} className={styles.box} />
      <span className={styles.optionLabel}>{option.label}</span>
      {option.count !== null && <span className={styles.count}>{numberFormat.format(option.count)}</span>}
    </label>
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
    <div className={styles.panelFields}>
      {groups.map((group) => (
        <fieldset key={group.name} className={styles.fieldset}>
          <legend className={styles.legend}>{group.legend}</legend>
          {group.picker === 'skills' && (
            <SkillPicker
              labels={{
                label: t.jobFilters.skillPicker,
                placeholder: t.jobFilters.skillPickerPlaceholder,
                none: t.jobFilters.skillPickerNone,
                failed: t.jobFilters.skillPickerFailed,
                reasons: Object.fromEntries(TRANSPORT_FAILURE_TEXTS.map((text) => [text, serverMessageText(t.errors.serverMessages, text)])),
              }}
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
        </fieldset>
      ))}
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={`filter[${name}]`} value={value} />
      ))}
      <button type="submit" className={buttonClass({ variant: 'contained' }, styles.apply)}>
        {t.searchFilters.apply}
      </button>
    </div>
  );
}
