import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { CommandContext, PaletteCommand } from '../../src/lib/commands'
import { useCommandShortcuts } from '../../src/palette/use-command-shortcuts'

function contextFor(name: string, navigate: (to: string) => void): CommandContext & { name: string } {
  return { name, navigate, openDrawer: () => undefined, openPage: () => undefined }
}

function Shortcuts({ commands, context }: { commands: readonly PaletteCommand[]; context: CommandContext }) {
  useCommandShortcuts({ commands, context, singleKeys: true, onOpenPalette: () => undefined, onOpenSheet: () => undefined })
  return null
}

const approvals = (): PaletteCommand => ({
  id: 'go-approvals',
  label: 'Подтверждения',
  group: 'Перейти',
  shortcut: 'g p',
  run: (context) => context.navigate('/approvals'),
})

describe('useCommandShortcuts', () => {
  it('finishes a `g` sequence begun before the commands and the context were given anew', async () => {
    const user = userEvent.setup()
    const navigate = vi.fn()
    const { rerender } = render(<Shortcuts commands={[approvals()]} context={contextFor('первая', navigate)} />)
    await user.keyboard('g')
    // Data loaded when idle or a page change: new arrays and a new context, the same shortcuts.
    rerender(<Shortcuts commands={[approvals()]} context={contextFor('вторая', navigate)} />)
    await user.keyboard('p')
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/approvals')
  })

  it('runs the command as given last, with the context as given last', async () => {
    const user = userEvent.setup()
    const seen: string[] = []
    const command = (target: string): PaletteCommand => ({ ...approvals(), run: (context) => context.navigate(target) })
    const { rerender } = render(
      <Shortcuts commands={[command('/старое')]} context={contextFor('первая', (to) => seen.push(`первая ${to}`))} />,
    )
    rerender(<Shortcuts commands={[command('/новое')]} context={contextFor('вторая', (to) => seen.push(`вторая ${to}`))} />)
    await user.keyboard('gp')
    expect(seen).toEqual(['вторая /новое'])
  })
})
