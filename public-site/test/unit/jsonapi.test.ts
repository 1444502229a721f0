import { expect } from 'chai';
import { decodeMany, decodeOne } from '../../src/lib/api/jsonapi';

interface DecodedJob {
  id: string;
  title: string;
  company: { id: string; name: string } | null;
  tags: { id: string; label: string }[];
}

describe('JSON:API decoding into records of id plus attributes', () => {
  const company = { id: '7', type: 'company', attributes: { name: 'Acme' }, relationships: { jobs: { data: [{ id: '1', type: 'job' }] } } };

  it('resolves relationships from included records', () => {
    const [job] = decodeMany<DecodedJob>({
      data: [
        {
          id: '1',
          type: 'job',
          attributes: { title: 'Backend engineer' },
          relationships: { company: { data: { id: '7', type: 'company' } }, tags: { data: [{ id: '3', type: 'tag' }, { id: '4', type: 'tag' }] } },
        },
      ],
      included: [company, { id: '3', type: 'tag', attributes: { label: 'go' } }],
    });
    expect(job).to.deep.equal({
      id: '1',
      title: 'Backend engineer',
      company: { id: '7', name: 'Acme' },
      tags: [{ id: '3', label: 'go' }],
    });
  });

  it('gives null for a relationship whose record was not included', () => {
    const job = decodeOne<DecodedJob>({
      data: { id: '2', type: 'job', attributes: { title: 'SRE' }, relationships: { company: { data: { id: '9', type: 'company' } } } },
    });
    expect(job.company).to.equal(null);
  });

  it('never lets an attribute named id replace the resource id', () => {
    const job = decodeOne<DecodedJob>({ data: { id: '5', type: 'job', attributes: { id: 'spoofed', title: 'QA' } } });
    expect(job.id).to.equal('5');
  });
});
