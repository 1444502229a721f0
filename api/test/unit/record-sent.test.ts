import { expect } from 'chai';
import { ConnectionRefusedError, ValidationError } from 'sequelize';
import { recordSent } from '../../src/lib/mail/index.js';

describe('recording a sent e-mail', () => {
  it('waits for a database that is away and writes the record once it is back', async () => {
    let calls = 0;
    const written = await recordSent(async () => {
      calls += 1;
      if (calls < 3) throw new ConnectionRefusedError(new Error('connect ECONNREFUSED 127.0.0.1:3306'));
      return 'recorded';
    });
    expect(written).to.equal('recorded');
    expect(calls).to.equal(3);
  });

  it('does not write again for any other failure', async () => {
    let calls = 0;
    const failure = await recordSent(async () => {
      calls += 1;
      throw new ValidationError('bad row', []);
    }).catch((error: unknown) => error);
    expect(failure).to.be.instanceOf(ValidationError);
    expect(calls).to.equal(1);
  });
});
