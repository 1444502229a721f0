import { expect } from 'chai';
import express from 'express';
import request from 'supertest';
import { weakEtag } from '../../src/lib/http/etag.js';

describe('weakEtag', () => {
  it('gives every body the ETag Express gives it by default', async () => {
    const bodies = ['', '{"status":"ok"}', '日本語の求人 — ¥8,000,000', 'x'.repeat(5000)];
    const app = express().get('/:index', (req, res) => res.send(bodies[Number(req.params.index)]));
    for (const [index, body] of bodies.entries()) {
      const expressEtag = (await request(app).get(`/${index}`).expect(200)).headers.etag;
      expect(weakEtag(body), body).to.equal(expressEtag);
      expect(weakEtag(Buffer.from(body)), body).to.equal(expressEtag);
    }
  });
});
