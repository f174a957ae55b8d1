import { describe, expect, it } from 'vitest'
import { loadFeaturePalettes, navigationCommands, navScreens, screens } from '../../src/app/screens'
import { paths } from '../../src/lib/paths'

describe('the table of screens', () => {
  const titled = Object.values(paths).filter((route) => 'title' in route)

  it.each(titled.map((route) => [route.path]))('has a screen for %s', (path) => {
    expect(screens.map((screen) => screen.route.path)).toContain(path)
  })

  it.each(screens.map((screen) => [screen.route.path, screen]))('loads the view of %s', async (_path, screen) => {
    const view = await screen.load()
    expect(typeof view.Component).toBe('function')
  })

  it('routes no screen twice', () => {
    const patterns = screens.map((screen) => screen.route.path)
    expect(new Set(patterns).size).toBe(patterns.length)
  })

  it('derives one «Перейти» command per sidebar screen, with its own g sequence', () => {
    const commands = navigationCommands(navScreens)
    expect(commands.map((command) => command.label)).toEqual(navScreens.map((screen) => `Перейти: ${screen.route.title}`))
    const shortcuts = commands.map((command) => command.shortcut)
    expect(new Set(shortcuts).size).toBe(shortcuts.length)
    expect(shortcuts.every((shortcut) => shortcut?.startsWith('g '))).toBe(true)
  })

  it("loads every feature's palette data once: the five actions, «Создать …» and the record searches, no id twice", async () => {
    const palettes = await loadFeaturePalettes()
    expect(loadFeaturePalettes()).toBe(loadFeaturePalettes())
    const labels = palettes.commands.map((command) => command.label)
    for (const label of [
      'Найти пользователя',
      'Пополнить баланс',
      'Выдать одноразовый код',
      'Сменить активную модель',
      'Скачать отчёт eLama',
    ]) {
      expect(labels).toContain(label)
    }
    expect(labels).toEqual(expect.arrayContaining(['Создать норму', 'Создать запрос', 'Создать кабинет', 'Статистика: новые пользователи']))
    const ids = palettes.commands.map((command) => command.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(palettes.searchProviders.map((provider) => provider.id)).toEqual([
      'customers',
      'benchmarks',
      'client-requests',
      'client-accounts',
    ])
  })
})
