import { createContext, useContext, type ComponentProps, type ElementType, type JSX } from 'react'
import { cx } from 'styled-system/css'

/** The shape every generated Panda slot recipe has (`styled-system/recipes`). */
interface SlotRecipe {
  __slot: string
  __type: object
  variantKeys: readonly string[]
}

type ClassNames = Partial<Record<string, string>>
type ClassNamesOf = (variants: object) => ClassNames

/**
 * Park UI's pattern: the root part resolves the slot recipe once (with its variant props) and shares
 * the class names through context; every other part picks its own slot. Ark parts keep all their
 * props and refs (React 19 passes `ref` as an ordinary prop).
 */
export function createStyleContext<R extends SlotRecipe>(recipe: R) {
  type Slot = R['__slot']
  type Variants = R['__type']
  const classNamesOf = recipe as unknown as ClassNamesOf
  const StyleContext = createContext<ClassNames>({})

  function splitVariants(props: Record<string, unknown>): [object, Record<string, unknown>] {
    const variants: Record<string, unknown> = {}
    const rest: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(props)) {
      if (recipe.variantKeys.includes(key)) variants[key] = value
      else rest[key] = value
    }
    return [variants, rest]
  }

  /** The root part that renders an element: it takes the variant props and styles itself with `slot`. */
  function withProvider<C extends ElementType>(Component: C, slot: Slot) {
    const Element: ElementType = Component
    return function StyledProvider(props: ComponentProps<C> & Variants): JSX.Element {
      const [variants, { className, ...rest }] = splitVariants(props)
      const classNames = classNamesOf(variants)
      return (
        <StyleContext.Provider value={classNames}>
          <Element {...rest} className={cx(classNames[slot], className as string | undefined)} />
        </StyleContext.Provider>
      )
    }
  }

  /** A root part that renders no element of its own (Ark's Dialog.Root, Toaster's group is separate). */
  function withRootProvider<C extends ElementType>(Component: C) {
    const Element: ElementType = Component
    return function StyledRootProvider(props: ComponentProps<C> & Variants): JSX.Element {
      const [variants, rest] = splitVariants(props)
      return (
        <StyleContext.Provider value={classNamesOf(variants)}>
          <Element {...rest} />
        </StyleContext.Provider>
      )
    }
  }

  /** Any inner part: it reads the root's class names and styles itself with `slot`. */
  function withContext<C extends ElementType>(Component: C, slot: Slot) {
    const Element: ElementType = Component
    return function StyledPart(props: ComponentProps<C>): JSX.Element {
      const classNames = useContext(StyleContext)
      const { className, ...rest } = props as Record<string, unknown>
      return <Element {...rest} className={cx(classNames[slot], className as string | undefined)} />
    }
  }

  return { withProvider, withRootProvider, withContext }
}
