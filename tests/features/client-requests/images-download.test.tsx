import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ImagesDownload } from '../../../src/features/client-requests/images-download'
import { bytesOf, catchSavedFiles, fedBody, sampleBytes, type FedBody } from '../../support/downloads'
import { createFakeApi, type FakeApi } from '../../support/fake-api'
import { renderWithConsole } from '../../support/render'

const request = { client_request_uuid: '3b1f6c1e-5a7d-4e2b-9c3d-0a1b2c3d4e5f', title: 'Баннеры к распродаже', images_count: 2 }
const archivePath = `/v1/admin/client-requests/${request.client_request_uuid}/download-images/`

/** The fake serves the archive from a body the test feeds; every request's AbortSignal is kept. */
function serveArchive(body: FedBody, headers: Record<string, string>) {
  const api = createFakeApi()
  api.on('GET', archivePath, () => new Response(body.stream, { status: 200, headers: { 'Content-Type': 'application/zip', ...headers } }))
  const signals: AbortSignal[] = []
  const watched: FakeApi = {
    ...api,
    fetch: (input, init) => {
      if (init?.signal) signals.push(init.signal)
      return api.fetch(input, init)
    },
  }
  return { api: watched, signals }
}

function renderDownload(api: FakeApi, shown: typeof request = request) {
  return renderWithConsole({ url: '/request', api, routes: () => [{ path: '/request', element: <ImagesDownload request={shown} /> }] })
}

describe('«Скачать изображения»', () => {
  it('shows progress from the streamed body against Content-Length, then saves the exact bytes', async () => {
    const body = fedBody()
    const { api } = serveArchive(body, { 'Content-Length': '1000', 'Content-Disposition': 'attachment; filename="images.zip"' })
    const saved = catchSavedFiles()
    const { user } = renderDownload(api)
    const archive = sampleBytes(1000)

    await user.click(screen.getByRole('button', { name: 'Скачать изображения' }))
    const bar = await screen.findByRole('progressbar', { name: 'Загрузка изображений' })
    expect(bar).toHaveAttribute('max', '1000')
    body.push(archive.slice(0, 400))
    await waitFor(() => expect(bar).toHaveAttribute('value', '400'))
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^400\sБ из 1000\sБ$/)
    body.push(archive.slice(400))
    body.end()

    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.name).toBe('images.zip')
    expect(saved[0]?.blob.type).toBe('application/zip')
    expect(await bytesOf(saved[0]?.blob ?? new Blob())).toEqual(Array.from(archive))
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(api.requestsTo('GET', archivePath)).toHaveLength(1)
  })

  it('saves under the RFC 5987 filename* name, Cyrillic included, over the plain one', async () => {
    const body = fedBody()
    const cyrillic = 'Баннеры к распродаже — изображения.zip'
    const { api } = serveArchive(body, {
      'Content-Length': '3',
      'Content-Disposition': `attachment; filename="images.zip"; filename*=UTF-8''${encodeURIComponent(cyrillic)}`,
    })
    const saved = catchSavedFiles()
    const { user } = renderDownload(api)

    await user.click(screen.getByRole('button', { name: 'Скачать изображения' }))
    body.push(sampleBytes(3))
    body.end()

    await waitFor(() => expect(saved.map((file) => file.name)).toEqual([cyrillic]))
  })

  it('«Отменить» aborts the request mid-way: the body is cancelled, nothing is saved, focus returns', async () => {
    const body = fedBody()
    const { api, signals } = serveArchive(body, { 'Content-Length': '1000' })
    const saved = catchSavedFiles()
    const { user } = renderDownload(api)

    await user.click(screen.getByRole('button', { name: 'Скачать изображения' }))
    body.push(sampleBytes(100))
    const bar = await screen.findByRole('progressbar', { name: 'Загрузка изображений' })
    await waitFor(() => expect(bar).toHaveAttribute('value', '100'))
    await user.click(screen.getByRole('button', { name: 'Отменить' }))

    expect(await screen.findByRole('status')).toHaveTextContent('Загрузка отменена')
    const [signal] = signals.slice(-1)
    expect(signal?.aborted).toBe(true)
    expect(await body.cancelled).toBe(signal?.reason)
    expect(saved).toEqual([])
    expect(screen.getByRole('button', { name: 'Скачать изображения' })).toHaveFocus()
  })

  it('«Отменить» before the answer arrives aborts the request itself', async () => {
    const { api, signals } = serveArchive(fedBody(), {})
    const held = api.hold('GET', archivePath)
    const saved = catchSavedFiles()
    const { user } = renderDownload(api)

    await user.click(screen.getByRole('button', { name: 'Скачать изображения' }))
    await held.arrived
    await user.click(await screen.findByRole('button', { name: 'Отменить' }))

    expect(await screen.findByRole('status')).toHaveTextContent('Загрузка отменена')
    expect(signals.at(-1)?.aborted).toBe(true)
    expect(saved).toEqual([])
  })

  it('says «Нет изображений» when the server answers 404', async () => {
    const api = createFakeApi()
    api.fail('GET', archivePath, { status: 404, body: { detail: 'У запроса нет изображений.' } })
    const saved = catchSavedFiles()
    const { user } = renderDownload(api)

    await user.click(screen.getByRole('button', { name: 'Скачать изображения' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Нет изображений')
    expect(saved).toEqual([])
  })

  it('is disabled for a request without images, stays focusable and says why on focus', async () => {
    const api = createFakeApi()
    const { user } = renderDownload(api, { ...request, images_count: 0 })

    const button = screen.getByRole('button', { name: 'Скачать изображения' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveAccessibleDescription('Нет изображений')
    await user.tab()
    expect(button).toHaveFocus()
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Нет изображений')
    await user.click(button)
    expect(api.requestsTo('GET', archivePath)).toHaveLength(0)
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('says so and saves nothing when the body breaks off mid-way; the next try saves the whole file', async () => {
    const broken = fedBody()
    const { api } = serveArchive(broken, { 'Content-Length': '1000' })
    const saved = catchSavedFiles()
    const { user } = renderDownload(api)

    await user.click(screen.getByRole('button', { name: 'Скачать изображения' }))
    broken.push(sampleBytes(300))
    broken.break()

    expect(await screen.findByRole('alert')).toHaveTextContent('Загрузка прервалась, файл не сохранён')
    expect(saved).toEqual([])

    const whole = fedBody()
    api.on('GET', archivePath, () => new Response(whole.stream, { status: 200, headers: { 'Content-Length': '2' } }))
    await user.click(screen.getByRole('button', { name: 'Скачать изображения' }))
    whole.push(sampleBytes(2))
    whole.end()
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
