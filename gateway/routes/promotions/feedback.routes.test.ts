/**
 * Feedback (§5, §7 /wps/feedback PUT; issue 19) on both databases: sent with images and listed
 * newest first, images re-encoded and only for their owner; bad input refused with nothing written.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { promotionPath, promotionPaths, type FeedbackItem, type FeedbackListAnswer } from '../../../schemas/promotions';
import { describeEachDatabase } from '../../test-support/databases';
import { contains, oversizePng, pngWithPayload, secretMarker, svgRenamed } from '../../test-support/upload-images';
import { createPaymentKit, type PaymentKit } from '../payments-test-kit';

const png = (name = 'shot.png', body: Uint8Array = pngWithPayload()) => ({ field: 'images', name, type: 'image/png', body });

describeEachDatabase('feedback', (database) => {
  let kit: PaymentKit;
  beforeAll(async () => {
    kit = await createPaymentKit(database());
  });
  afterAll(() => kit.close());

  const send = (token: string, content: string, files = [png()]) => kit.call<FeedbackItem>('PUT', promotionPaths.feedback, { token, multipart: { fields: { content }, files } });

  it('sends feedback with images and lists mine newest first; images come back clean, to me only', async () => {
    const m = await kit.member();
    const first = await send(m.token, 'The lobby loads slowly on my phone', [png('a.png'), png('b.png')]);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ content: 'The lobby loads slowly on my phone', images: 2 });
    kit.advance(1000);
    expect((await send(m.token, 'ขอบคุณสำหรับโปรโมชั่น', [])).status).toBe(200);
    const list = await kit.call<FeedbackListAnswer>('GET', promotionPaths.feedback, { token: m.token });
    expect(list.body.value?.items.map((f) => [f.content, f.images])).toEqual([
      ['ขอบคุณสำหรับโปรโมชั่น', 0],
      ['The lobby loads slowly on my phone', 2],
    ]);
    const url = promotionPath(promotionPaths.feedbackImage, first.body.value?.id ?? '', { position: 2 });
    const image = await kit.call('GET', url, { token: m.token });
    expect([image.status, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(contains(image.raw, secretMarker)).toBe(false);
    const other = await kit.member();
    expect((await kit.call('GET', url, { token: other.token })).status).toBe(404);
    expect((await kit.call<FeedbackListAnswer>('GET', promotionPaths.feedback, { token: other.token })).body.value?.items).toEqual([]);
  });

  it.each([
    ['141 characters', 'FEEDBACK_LENGTH', 'あ'.repeat(141), () => [png()]],
    ['too short', 'FEEDBACK_LENGTH', 'hey', () => []],
    ['a 4th image', 'IMAGE_TOO_MANY', 'four images here', () => [png(), png(), png(), png()]],
    ['a 6 MB image', 'IMAGE_TOO_LARGE', 'a big image here', () => [png('big.png', oversizePng(6 * 1024 * 1024))]],
    ['an SVG renamed .png', 'IMAGE_TYPE_INVALID', 'an svg image here', () => [png('x.png', svgRenamed)]],
  ])('%s → 400 %s, nothing written', async (_what, code, content, files) => {
    const m = await kit.member();
    const [feedback, images] = [await kit.count('member_feedback'), await kit.count('member_images')];
    const res = await send(m.token, content, files());
    expect([res.status, res.body.code]).toEqual([400, code]);
    expect([await kit.count('member_feedback'), await kit.count('member_images')]).toEqual([feedback, images]);
  });

  it('a JSON body is refused 415; trial 403 TRIAL_NOT_ALLOWED; guests 401', async () => {
    const m = await kit.member();
    expect((await kit.call('PUT', promotionPaths.feedback, { token: m.token, body: { content: 'hello there' } })).status).toBe(415);
    const trial = await kit.trial();
    expect((await send(trial, 'hello from a trial')).body.code).toBe('TRIAL_NOT_ALLOWED');
    expect((await kit.call('GET', promotionPaths.feedback, {})).status).toBe(401);
  });
});
