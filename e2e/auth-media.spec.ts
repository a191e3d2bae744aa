import { expect, simOnly, test, waitForReady } from './fixtures'
import { openPage } from './files-helpers'

const USER = { username: 'maker', password: 'secret-pass' }

test.use({ simOptions: { timeScale: 20, auth: true, users: [USER] } })
test.beforeEach(() => simOnly())

test('with a login required, file thumbnails load: each carries a oneshot token', async ({ app, dashboard }) => {
  await app.getByLabel('Username').fill(USER.username)
  await app.locator('input[type=password]').fill(USER.password)
  await app.getByRole('button', { name: 'Login' }).click()
  await waitForReady(app)
  await openPage(app, dashboard.url, '/jobs')
  const thumbs = app.getByTestId('jobs-page').getByTestId('file-thumbnail')
  await expect(thumbs.first()).toBeVisible({ timeout: 20_000 })
  await expect(thumbs.first()).toHaveAttribute('src', /[?&]token=[A-Z0-9]+/)
  // Loaded, not refused: the picture has pixels.
  await expect.poll(() => thumbs.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
})

test('a login the server fails (500) says so with its message; wrong credentials still read Invalid credentials', async ({ app }) => {
  await app.route('**/access/login', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 500, message: 'Database is locked' } }) }),
  )
  await app.getByLabel('Username').fill(USER.username)
  await app.locator('input[type=password]').fill(USER.password)
  await app.getByRole('button', { name: 'Login' }).click()
  await expect(app.getByTestId('login-error')).toHaveText('The server could not log you in: 500 Database is locked')

  await app.unroute('**/access/login')
  await app.locator('input[type=password]').fill('wrong')
  await app.getByRole('button', { name: 'Login' }).click()
  await expect(app.getByTestId('login-error')).toHaveText('Invalid credentials')
})
