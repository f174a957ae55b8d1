import { describe, expect, it } from 'vitest'
import { loadScreen, navigationCommands, navScreens, screens } from '../../src/app/screens'
import { paths } from '../../src/lib/paths'

describe('the table of screens', () => {
  const titled = Object.values(paths).filter((route) => 'title' in route)

  it.each(titled.map((route) => [route.path]))('has a screen for %s, whose view loads', async (path) => {
    const view = await loadScreen(path)
    expect(typeof view.Component).toBe('function')
  })

  it('routes no screen twice', () => {
    const patterns = screens.map((screen) => screen.route.path)
    expect(new Set(patterns).size).toBe(patterns.length)
  })

  it('derives one «Перейти» command per sidebar screen, with its own g sequence', () => {
    expect(navigationCommands.map((command) => command.label)).toEqual(navScreens.map((screen) => `Перейти: ${screen.route.title}`))
    const shortcuts = navigationCommands.map((command) => command.shortcut)
    expect(new Set(shortcuts).size).toBe(shortcuts.length)
    expect(shortcuts.every((shortcut) => shortcut?.startsWith('g '))).toBe(true)
  })

  it('refuses a path no feature routes', async () => {
    await expect(loadScreen('/nowhere')).rejects.toThrow('No feature module has a screen for /nowhere')
  })
})
