import { expect } from 'chai';
import { applyTexts, fieldMessageText } from '../../src/components/apply/texts';
import { en } from '../../src/i18n/en';
import { ja } from '../../src/i18n/ja';

describe('apply form messages', () => {
  it("gives the API's eligibility answers in the page's language, also when other fields are refused beside them", () => {
    const japanese = applyTexts(ja);
    expect(fieldMessageText(japanese, 'You must be a resident of Japan to apply')).to.equal('この求人は日本在住の方のみ応募できます');
    expect(fieldMessageText(japanese, 'This job requires at least Fluent Japanese')).to.equal('この求人には流暢なレベル以上の日本語力が必要です');
    expect(fieldMessageText(applyTexts(en), 'This job requires at least Business Level Japanese')).to.equal('This job requires at least Business Level Japanese');
  });

  it('gives other API messages through the dictionary of server messages', () => {
    expect(fieldMessageText(applyTexts(ja), 'must be longer than 3 characters')).to.equal(ja.errors.serverMessages['must be longer than 3 characters']);
  });
});
