import { storedReviewFiles } from '../test/support/storedReviews';
import { openApp, showReviewsList } from './support/app';
import { expect, test, useParleyServer } from './support/test';

const REVIEWS = 250;
const CANCELLED = 5;

/**
 * Months of stored reviews, as record files: the oldest few cancelled, the
 * rest approved, a minute apart. Their sessions are long closed.
 */
const storedReviews = () =>
  storedReviewFiles(REVIEWS, (index) => ({
    status: index < CANCELLED ? 'cancelled' : 'approved',
    sessionNames: { a: `author ${index}`, b: 'reviewer' },
  }));

const parley = useParleyServer({ dataFiles: storedReviews() });

test('a long history of reviews is listed a page at a time, and the filter reads all of it', async ({
  page,
}) => {
  await openApp(page, parley.server.url);
  const list = await showReviewsList(page);
  const rows = list.locator('tbody tr');
  await expect(list).toContainText(`${REVIEWS} reviews`);
  await expect(rows).toHaveCount(100);
  await expect(rows.first()).toContainText('author 249');
  await expect(list).toContainText('150 older reviews not shown');

  await list.getByRole('button', { name: 'Show 100 older reviews' }).click();
  await expect(rows).toHaveCount(200);
  await list.getByRole('button', { name: 'Show 50 older reviews' }).click();
  await expect(rows).toHaveCount(REVIEWS);
  await expect(rows.last()).toContainText('author 0');
  await expect(list.getByRole('button', { name: /older reviews/ })).toHaveCount(0);

  // The oldest reviews are not drawn at first, yet a filter finds them.
  await page.reload();
  await showReviewsList(page);
  await expect(rows).toHaveCount(100);
  await list.getByRole('searchbox', { name: 'Filter reviews' }).fill('cancelled');
  await expect(list).toContainText(`${CANCELLED} of ${REVIEWS} reviews`);
  await expect(rows).toHaveCount(CANCELLED);
  await expect(rows.first()).toContainText('author 4');
  await expect(list.getByRole('button', { name: /older reviews/ })).toHaveCount(0);
});
